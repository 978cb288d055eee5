import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { outbox } from '../database/schema/index.js';

/** One event taken from the outbox for delivery. `id` is its idempotency key. */
export interface OutboxMessage {
  readonly id: string;
  readonly topic: string;
  readonly payload: unknown;
  /** Delivery attempts including this one. */
  readonly attempts: number;
}

export interface OutboxOptions {
  /** How long a claimed message stays invisible to other workers before it is offered again. */
  readonly leaseMs?: number;
  /** The first retry's delay; each further failure doubles it. */
  readonly baseRetryDelayMs?: number;
  /** The longest wait between two attempts (spec: 30 seconds). */
  readonly maxRetryDelayMs?: number;
}

export const OUTBOX_DEFAULTS = { leaseMs: 60_000, baseRetryDelayMs: 1_000, maxRetryDelayMs: 30_000 } as const;

/** Exponential backoff: base, 2×base, 4×base, … never more than the cap. */
export function retryDelayMs(attempts: number, base: number = OUTBOX_DEFAULTS.baseRetryDelayMs, cap: number = OUTBOX_DEFAULTS.maxRetryDelayMs): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(cap, base * 2 ** exponent);
}

/**
 * What a delivery may ask of the row it delivered: the payload to keep at rest from now on in place
 * of the one delivered (a mail entry's one-time links redacted, decision 1031).
 */
export interface DeliveryOutcome {
  readonly payloadAtRest?: unknown;
}

/**
 * What a delivery throws for a message that can never be delivered (an email that cannot be
 * written): the message is marked given up, not retried, keeping `payloadAtRest` when given.
 */
export class UndeliverableMessage extends Error {
  constructor(
    message: string,
    readonly payloadAtRest?: unknown,
  ) {
    super(message);
    this.name = 'UndeliverableMessage';
  }
}

export interface DeliveryReport {
  readonly delivered: number;
  /** Failed this time, offered again after the backoff. */
  readonly failed: number;
  /** Given up: never offered again (`UndeliverableMessage`). */
  readonly givenUp: number;
}

/**
 * The transactional outbox on the built-in engine. Writers insert events in the transaction of the
 * change they describe; `deliverDue` hands them on at least once. Claiming locks due rows with
 * `FOR UPDATE SKIP LOCKED` and leases them, so several workers on a PostgreSQL server never take
 * the same event at once (on PGlite one process owns the database and one loop runs); a worker
 * that dies mid-delivery leaves its lease to expire and the event is offered again.
 */
export class PostgresOutbox {
  private readonly options: Required<OutboxOptions>;

  constructor(
    private readonly db: Database,
    options: OutboxOptions = {},
  ) {
    this.options = { ...OUTBOX_DEFAULTS, ...options };
  }

  /** Takes up to `limit` due messages of the given topics, oldest first, and leases them. */
  async claim(topics: readonly string[], limit: number): Promise<OutboxMessage[]> {
    if (topics.length === 0 || limit <= 0) return [];
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.deliveredAt), isNull(outbox.failedAt), lte(outbox.availableAt, sql`now()`), inArray(outbox.topic, [...topics])))
      .orderBy(outbox.availableAt, outbox.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        availableAt: sql`now() + ${`${this.options.leaseMs} milliseconds`}::interval`,
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        topic: outbox.topic,
        payload: outbox.payload,
        attempts: outbox.attempts,
        // In microseconds: events written within one millisecond keep their order, which a Date would lose.
        createdMicros: sql<string>`(extract(epoch from ${outbox.createdAt}) * 1000000)::bigint::text`,
      });
    return claimed
      .map((message) => ({ message, created: BigInt(message.createdMicros) }))
      .sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0))
      .map(({ message: { id, topic, payload, attempts } }) => ({ id, topic, payload, attempts }));
  }

  /** Marks the message delivered; `payloadAtRest`, when given, replaces its payload in the same update. */
  async markDelivered(id: string, payloadAtRest?: unknown): Promise<void> {
    await this.db
      .update(outbox)
      .set({ deliveredAt: sql`now()`, lastError: null, ...(payloadAtRest === undefined ? {} : { payload: payloadAtRest }) })
      .where(eq(outbox.id, id));
  }

  /** Offers the message again after the backoff its attempt count earns. */
  async markFailed(message: Pick<OutboxMessage, 'id' | 'attempts'>, error: string): Promise<void> {
    const delay = retryDelayMs(message.attempts, this.options.baseRetryDelayMs, this.options.maxRetryDelayMs);
    await this.db
      .update(outbox)
      .set({ lastError: error.slice(0, 2000), availableAt: sql`now() + ${`${delay} milliseconds`}::interval` })
      .where(and(eq(outbox.id, message.id), isNull(outbox.deliveredAt)));
  }

  /**
   * Gives the message up: it is never offered again. Its error is kept, and `payloadAtRest`, when
   * given, replaces its payload in the same update.
   */
  async markGivenUp(id: string, error: string, payloadAtRest?: unknown): Promise<void> {
    await this.db
      .update(outbox)
      .set({ failedAt: sql`now()`, lastError: error.slice(0, 2000), ...(payloadAtRest === undefined ? {} : { payload: payloadAtRest }) })
      .where(and(eq(outbox.id, id), isNull(outbox.deliveredAt)));
  }

  /**
   * Deletes up to `limit` events delivered or given up `retentionMs` ago or earlier and returns how
   * many went. Events still to deliver are never touched, however old. The bound is inclusive:
   * PGlite's clock counts whole milliseconds, and a retention of 0 must take an event delivered in
   * the same one.
   */
  async pruneDelivered(retentionMs: number, limit = 1_000): Promise<number> {
    if (limit <= 0) return 0;
    const cutoff = sql`now() - ${`${Math.max(0, Math.floor(retentionMs))} milliseconds`}::interval`;
    const old = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(or(and(isNotNull(outbox.deliveredAt), lte(outbox.deliveredAt, cutoff)), and(isNotNull(outbox.failedAt), lte(outbox.failedAt, cutoff))))
      .limit(limit);
    const deleted = await this.db.delete(outbox).where(inArray(outbox.id, old)).returning({ id: outbox.id });
    return deleted.length;
  }

  /**
   * Claims one batch and hands each message to `deliver`, in order; a resolved delivery marks the
   * message delivered (keeping the payload it gives back to keep at rest, if any), a rejected one
   * schedules its retry, or gives the message up when it rejects with `UndeliverableMessage`.
   */
  async deliverDue(
    topics: readonly string[],
    limit: number,
    deliver: (message: OutboxMessage) => Promise<DeliveryOutcome | void>,
  ): Promise<DeliveryReport> {
    const messages = await this.claim(topics, limit);
    let delivered = 0;
    let failed = 0;
    let givenUp = 0;
    for (const message of messages) {
      try {
        const outcome = await deliver(message);
        await this.markDelivered(message.id, outcome?.payloadAtRest);
        delivered += 1;
      } catch (error) {
        if (error instanceof UndeliverableMessage) {
          await this.markGivenUp(message.id, error.message, error.payloadAtRest);
          givenUp += 1;
        } else {
          await this.markFailed(message, error instanceof Error ? error.message : String(error));
          failed += 1;
        }
      }
    }
    return { delivered, failed, givenUp };
  }
}
