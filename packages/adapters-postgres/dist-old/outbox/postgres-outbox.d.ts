import type { Database } from '../database/database.js';
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
export declare const OUTBOX_DEFAULTS: {
    readonly leaseMs: 60000;
    readonly baseRetryDelayMs: 1000;
    readonly maxRetryDelayMs: 30000;
};
/** Exponential backoff: base, 2×base, 4×base, … never more than the cap. */
export declare function retryDelayMs(attempts: number, base?: number, cap?: number): number;
export interface DeliveryReport {
    readonly delivered: number;
    readonly failed: number;
}
/**
 * The transactional outbox on the built-in engine. Writers insert events in the transaction of the
 * change they describe; `deliverDue` hands them on at least once. Claiming locks due rows with
 * `FOR UPDATE SKIP LOCKED` and leases them, so several workers on a PostgreSQL server never take
 * the same event at once (on PGlite one process owns the database and one loop runs); a worker
 * that dies mid-delivery leaves its lease to expire and the event is offered again.
 */
export declare class PostgresOutbox {
    private readonly db;
    private readonly options;
    constructor(db: Database, options?: OutboxOptions);
    /** Takes up to `limit` due messages of the given topics, oldest first, and leases them. */
    claim(topics: readonly string[], limit: number): Promise<OutboxMessage[]>;
    markDelivered(id: string): Promise<void>;
    /** Offers the message again after the backoff its attempt count earns. */
    markFailed(message: Pick<OutboxMessage, 'id' | 'attempts'>, error: string): Promise<void>;
    /**
     * Deletes up to `limit` events delivered `retentionMs` ago or earlier and returns how many went.
     * Undelivered events are never touched, however old. The bound is inclusive: PGlite's clock
     * counts whole milliseconds, and a retention of 0 must take an event delivered in the same one.
     */
    pruneDelivered(retentionMs: number, limit?: number): Promise<number>;
    /**
     * Claims one batch and hands each message to `deliver`, in order; a resolved delivery marks the
     * message delivered, a rejected one schedules its retry.
     */
    deliverDue(topics: readonly string[], limit: number, deliver: (message: OutboxMessage) => Promise<void>): Promise<DeliveryReport>;
}
//# sourceMappingURL=postgres-outbox.d.ts.map