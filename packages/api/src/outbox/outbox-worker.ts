import type { MarketingEvent, MarketingEventsPort } from '@storefront/core';
import { CART_UPDATE_TOPIC, type DeliveryReport, type OutboxMessage, type PostgresOutbox } from '@storefront/adapters-postgres';

/** The topics this worker hands to the marketing platform. */
export const MARKETING_TOPICS = [CART_UPDATE_TOPIC] as const;

export interface OutboxWorkerOptions {
  /** The wait between two polls when the outbox had nothing due. */
  readonly pollMs?: number;
  readonly batchSize?: number;
}

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
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly pollMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly outbox: PostgresOutbox,
    private readonly events: MarketingEventsPort,
    private readonly log: WorkerLog,
    options: OutboxWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1_000;
    this.batchSize = options.batchSize ?? 50;
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
        .then((report) => this.schedule(report.delivered + report.failed >= this.batchSize ? 0 : this.pollMs))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'outbox poll failed');
          this.schedule(this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
