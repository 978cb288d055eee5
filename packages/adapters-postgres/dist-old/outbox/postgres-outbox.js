import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { outbox } from '../database/schema/index.js';
export const OUTBOX_DEFAULTS = { leaseMs: 60_000, baseRetryDelayMs: 1_000, maxRetryDelayMs: 30_000 };
/** Exponential backoff: base, 2×base, 4×base, … never more than the cap. */
export function retryDelayMs(attempts, base = OUTBOX_DEFAULTS.baseRetryDelayMs, cap = OUTBOX_DEFAULTS.maxRetryDelayMs) {
    const exponent = Math.max(0, Math.min(attempts - 1, 30));
    return Math.min(cap, base * 2 ** exponent);
}
/**
 * The transactional outbox on the built-in engine. Writers insert events in the transaction of the
 * change they describe; `deliverDue` hands them on at least once. Claiming locks due rows with
 * `FOR UPDATE SKIP LOCKED` and leases them, so several workers on a PostgreSQL server never take
 * the same event at once (on PGlite one process owns the database and one loop runs); a worker
 * that dies mid-delivery leaves its lease to expire and the event is offered again.
 */
export class PostgresOutbox {
    db;
    options;
    constructor(db, options = {}) {
        this.db = db;
        this.options = { ...OUTBOX_DEFAULTS, ...options };
    }
    /** Takes up to `limit` due messages of the given topics, oldest first, and leases them. */
    async claim(topics, limit) {
        if (topics.length === 0 || limit <= 0)
            return [];
        const due = this.db
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(isNull(outbox.deliveredAt), lte(outbox.availableAt, sql `now()`), inArray(outbox.topic, [...topics])))
            .orderBy(outbox.availableAt, outbox.createdAt)
            .limit(limit)
            .for('update', { skipLocked: true });
        const claimed = await this.db
            .update(outbox)
            .set({
            attempts: sql `${outbox.attempts} + 1`,
            availableAt: sql `now() + ${`${this.options.leaseMs} milliseconds`}::interval`,
        })
            .where(inArray(outbox.id, due))
            .returning({
            id: outbox.id,
            topic: outbox.topic,
            payload: outbox.payload,
            attempts: outbox.attempts,
            // In microseconds: events written within one millisecond keep their order, which a Date would lose.
            createdMicros: sql `(extract(epoch from ${outbox.createdAt}) * 1000000)::bigint::text`,
        });
        return claimed
            .map((message) => ({ message, created: BigInt(message.createdMicros) }))
            .sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0))
            .map(({ message: { id, topic, payload, attempts } }) => ({ id, topic, payload, attempts }));
    }
    async markDelivered(id) {
        await this.db.update(outbox).set({ deliveredAt: sql `now()`, lastError: null }).where(eq(outbox.id, id));
    }
    /** Offers the message again after the backoff its attempt count earns. */
    async markFailed(message, error) {
        const delay = retryDelayMs(message.attempts, this.options.baseRetryDelayMs, this.options.maxRetryDelayMs);
        await this.db
            .update(outbox)
            .set({ lastError: error.slice(0, 2000), availableAt: sql `now() + ${`${delay} milliseconds`}::interval` })
            .where(and(eq(outbox.id, message.id), isNull(outbox.deliveredAt)));
    }
    /**
     * Deletes up to `limit` events delivered `retentionMs` ago or earlier and returns how many went.
     * Undelivered events are never touched, however old. The bound is inclusive: PGlite's clock
     * counts whole milliseconds, and a retention of 0 must take an event delivered in the same one.
     */
    async pruneDelivered(retentionMs, limit = 1_000) {
        if (limit <= 0)
            return 0;
        const old = this.db
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(isNotNull(outbox.deliveredAt), lte(outbox.deliveredAt, sql `now() - ${`${Math.max(0, Math.floor(retentionMs))} milliseconds`}::interval`)))
            .limit(limit);
        const deleted = await this.db.delete(outbox).where(inArray(outbox.id, old)).returning({ id: outbox.id });
        return deleted.length;
    }
    /**
     * Claims one batch and hands each message to `deliver`, in order; a resolved delivery marks the
     * message delivered, a rejected one schedules its retry.
     */
    async deliverDue(topics, limit, deliver) {
        const messages = await this.claim(topics, limit);
        let delivered = 0;
        let failed = 0;
        for (const message of messages) {
            try {
                await deliver(message);
                await this.markDelivered(message.id);
                delivered += 1;
            }
            catch (error) {
                await this.markFailed(message, error instanceof Error ? error.message : String(error));
                failed += 1;
            }
        }
        return { delivered, failed };
    }
}
//# sourceMappingURL=postgres-outbox.js.map