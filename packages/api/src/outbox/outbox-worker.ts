import { CART_UPDATE_TOPIC, CUSTOMER_UPDATE_TOPIC, type MarketingEvent, type MarketingEventsPort } from '@storefront/core/events';
import type { DeliveryReport, OutboxMessage, PostgresOutbox } from '@storefront/adapters-postgres';

/** The topics this worker hands to the marketing platform. */
export const MARKETING_TOPICS = [CART_UPDATE_TOPIC, CUSTOMER_UPDATE_TOPIC] as const;

export interface OutboxWorkerOptions {
  /** The wait between two polls when the outbox had nothing due. */
  readonly pollMs?: number;
  readonly batchSize?: number;
  /** How long a delivered event is kept before it is deleted (7 days unless set). */
  readonly retentionMs?: number;
  /** How often delivered events past their retention are deleted (hourly unless set). */
  readonly pruneEveryMs?: number;
}

const DAY_MS = 24 * 3_600_000;

export interface WorkerLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

function isMarketingEvent(payload: unknown): payload is MarketingEvent {
  const name = (payload as { name?: unknown } | null)?.name;
  return typeof payload === 'object' && payload !== null && (name === 'cart_update_backend' || name === 'customer_update');
}

/**
 * Delivers the outbox's marketing events to the MarketingEventsPort, at least once, each with its
 * outbox id as the idempotency key; a failure is retried with exponential backoff capped at 30 s.
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
  private lastPrunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly outbox: PostgresOutbox,
    private readonly events: MarketingEventsPort,
    private readonly log: WorkerLog,
    options: OutboxWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1_000;
    this.batchSize = options.batchSize ?? 50;
    this.retentionMs = options.retentionMs ?? 7 * DAY_MS;
    this.pruneEveryMs = options.pruneEveryMs ?? 3_600_000;
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

  /** Delivers one batch of due events. */
  tick(): Promise<DeliveryReport> {
    return this.outbox.deliverDue(MARKETING_TOPICS, this.batchSize, (message) => this.deliver(message));
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

  private async deliver(message: OutboxMessage): Promise<void> {
    if (!isMarketingEvent(message.payload)) throw new Error(`Outbox ${message.id} holds no marketing event`);
    const result = await this.events.track(message.payload, { idempotencyKey: message.id });
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
        .then((report) => this.schedule(report.delivered + report.failed >= this.batchSize ? 0 : this.pollMs))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'outbox poll failed');
          this.schedule(this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
