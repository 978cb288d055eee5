import { z } from 'zod';
import { CART_UPDATE_TOPIC, CUSTOMER_UPDATE_TOPIC, MAIL_TOPIC, type MarketingEvent, type MarketingEventsPort } from '@storefront/core/events';
import { languageSchema, regionSchema } from '@storefront/core/locale';
import { ORDER_UPDATE_TOPIC } from '@storefront/core/order';
import { CART_ABANDONED_TOPIC } from '@storefront/core/cart';
import { redactMailLinks, type MailerPort, type MailMessage, type MailTemplate } from '@storefront/core/shared';
import { UndeliverableMessage, type DeliveryOutcome, type DeliveryReport, type OutboxMessage, type PostgresOutbox } from '@storefront/adapters-postgres';

/** The topics this worker hands to the marketing platform. */
export const MARKETING_TOPICS = [CART_UPDATE_TOPIC, CUSTOMER_UPDATE_TOPIC, ORDER_UPDATE_TOPIC, CART_ABANDONED_TOPIC] as const;

/** Where the worker hands each topic's entries: marketing events to the platform, emails to the mailer. */
export interface OutboxRoutes {
  readonly marketing: MarketingEventsPort;
  /** Without a mailer, `mail` entries wait in the outbox. */
  readonly mailer?: MailerPort;
}

export interface OutboxWorkerOptions {
  /** The wait between two polls when the outbox had nothing due. */
  readonly pollMs?: number;
  readonly batchSize?: number;
  /** How long a delivered event is kept before it is deleted (7 days unless set). */
  readonly retentionMs?: number;
  /** How often delivered events past their retention are deleted (hourly unless set). */
  readonly pruneEveryMs?: number;
  /**
   * How many times an email that cannot be written is tried before it is given up (20 unless set:
   * about eight minutes of the outbox's backoff, time for every copy of a rolling release to run
   * the templates the email needs).
   */
  readonly mailAttempts?: number;
}

/** An email that cannot be written is given up after this many attempts unless configured (decision 1281). */
export const MAIL_ATTEMPTS = 20;

const DAY_MS = 24 * 3_600_000;

export interface WorkerLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** A `mail` entry's payload as the outbox holds it: a `MailMessage`. */
const mailMessageSchema = z.object({
  locale: z.object({ language: languageSchema, region: regionSchema }),
  to: z.string().min(3).max(320),
  template: z.string().min(1).max(64),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

function isMarketingEvent(payload: unknown): payload is MarketingEvent {
  const name = (payload as { name?: unknown } | null)?.name;
  return typeof payload === 'object' && payload !== null && (name === 'cart_update_backend' || name === 'customer_update' || name === 'order_update_backend' || name === 'cart_abandoned_backend');
}

/**
 * Delivers the outbox's entries at least once: marketing events to the MarketingEventsPort, each
 * with its outbox id as the idempotency key, and emails (`MAIL_TOPIC`) to the MailerPort, whose
 * delivered row then keeps the email with its links redacted (decision 1031); a failure is retried
 * with exponential backoff capped at 30 s, so a mail server that is down delays an email and loses none.
 * An email that cannot be written (`INVALID`, or no email at all) is given up after `mailAttempts`
 * tries, its row marked failed with its links redacted and the giving up logged (decision 1281).
 * One loop per process: polls, delivers a batch, and polls again at once while batches come full.
 * Delivered events are kept for the retention (to answer "did it go?") and then deleted, a batch
 * at a time, so the table stays the size of a few days' traffic.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly retentionMs: number;
  private readonly pruneEveryMs: number;
  private readonly mailAttempts: number;
  private lastPrunedAt = Number.NEGATIVE_INFINITY;

  private readonly topics: readonly string[];

  constructor(
    private readonly outbox: PostgresOutbox,
    private readonly routes: OutboxRoutes,
    private readonly log: WorkerLog,
    options: OutboxWorkerOptions = {},
  ) {
    this.topics = routes.mailer === undefined ? MARKETING_TOPICS : [...MARKETING_TOPICS, MAIL_TOPIC];
    this.pollMs = options.pollMs ?? 1_000;
    this.batchSize = options.batchSize ?? 50;
    this.retentionMs = options.retentionMs ?? 7 * DAY_MS;
    this.pruneEveryMs = options.pruneEveryMs ?? 3_600_000;
    this.mailAttempts = Math.max(1, options.mailAttempts ?? MAIL_ATTEMPTS);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the batch in hand, so the database can be closed after. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Delivers one batch of due entries. */
  tick(): Promise<DeliveryReport> {
    return this.outbox.deliverDue(this.topics, this.batchSize, (message) => (message.topic === MAIL_TOPIC ? this.sendMail(message) : this.deliver(message)));
  }

  /** Deletes delivered events past the retention when the last pruning is older than its interval. */
  async pruneIfDue(now: number = Date.now()): Promise<number> {
    if (now - this.lastPrunedAt < this.pruneEveryMs) return 0;
    this.lastPrunedAt = now;
    let total = 0;
    let removed: number;
    do {
      removed = await this.outbox.pruneDelivered(this.retentionMs);
      total += removed;
    } while (removed > 0 && !this.stopped);
    return total;
  }

  /**
   * Sends one email; once sent, its row keeps it with the one-time links redacted. One that cannot
   * be written is retried until its last attempt, then given up. The recipient is never logged.
   */
  private async sendMail(message: OutboxMessage): Promise<DeliveryOutcome> {
    const mailer = this.routes.mailer;
    const parsed = mailMessageSchema.safeParse(message.payload);
    const last = message.attempts >= this.mailAttempts;
    if (mailer === undefined || !parsed.success) {
      this.log.error({ outboxId: message.id, attempts: message.attempts }, last ? 'outbox mail entry holds no email, given up' : 'outbox mail entry holds no email');
      if (last) throw new UndeliverableMessage(`Outbox ${message.id} holds no email`);
      throw new Error(`Outbox ${message.id} holds no email`);
    }
    const mail: MailMessage = { ...parsed.data, template: parsed.data.template as MailTemplate };
    const result = await mailer.send(mail);
    if (result.isErr()) {
      const fields = { outboxId: message.id, attempts: message.attempts, template: mail.template, code: result.error.code, params: result.error.params };
      if (result.error.code !== 'INVALID') {
        this.log.warn(fields, 'email not delivered, will retry');
        throw new Error(result.error.code);
      }
      if (last) {
        this.log.error(fields, 'email cannot be written, given up');
        throw new UndeliverableMessage(result.error.code, redactMailLinks(mail));
      }
      this.log.error(fields, 'email cannot be written, will retry');
      throw new Error(result.error.code);
    }
    return { payloadAtRest: redactMailLinks(mail) };
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    if (!isMarketingEvent(message.payload)) throw new Error(`Outbox ${message.id} holds no marketing event`);
    const result = await this.routes.marketing.track(message.payload, { idempotencyKey: message.id });
    if (result.isErr()) {
      this.log.warn({ outboxId: message.id, attempts: message.attempts, code: result.error.code }, 'marketing event not delivered, will retry');
      throw new Error(result.error.code);
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick()
        .then(async (report) => {
          await this.pruneIfDue();
          return report;
        })
        .then((report) => this.schedule(report.delivered + report.failed + report.givenUp >= this.batchSize ? 0 : this.pollMs))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'outbox poll failed');
          this.schedule(this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
