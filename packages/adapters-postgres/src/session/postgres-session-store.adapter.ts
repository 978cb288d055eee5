import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Region } from '@storefront/core/locale';
import type { SessionStore, StoredSession } from '@storefront/core/session';
import { notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { customers, sessions } from '../database/schema/index.js';

function io<T>(promise: Promise<T>): ResultAsync<T, InfrastructureError> {
  return ResultAsync.fromPromise(promise, (cause) => unavailable('sessions', cause));
}

/** Customer ids are 32-bit identity columns; anything else cannot be one. */
const isDatabaseId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

type SessionRow = typeof sessions.$inferSelect;

const toSession = (row: SessionRow): StoredSession => ({
  idHash: row.idHash,
  region: row.region as Region,
  customerId: row.customerId,
  createdAt: row.createdAt,
  lastSeenAt: row.lastSeenAt,
  expiresAt: row.expiresAt,
});

/**
 * The session store on the built-in engine (decision 1002): one row per session, keyed by the
 * token's hash; no rule (the core's `KeepSessions` says which are live). The database does not
 * forget on its own, so a new session takes its customer's sessions past their absolute end with
 * it, `deleteEnded` takes everyone's, and every session goes with its customer.
 */
export class PostgresSessionStore implements SessionStore {
  constructor(private readonly db: Database) {}

  create(session: StoredSession): ResultAsync<void, InfrastructureError> {
    if (!isDatabaseId(session.customerId)) return errAsync(notFound('customer', String(session.customerId)));
    return io(
      this.db.transaction(async (tx) => {
        await tx.delete(sessions).where(and(eq(sessions.customerId, session.customerId), lte(sessions.expiresAt, session.createdAt)));
        // Only a customer of the session's region: one store's customer opens nothing in another.
        return tx
          .insert(sessions)
          .select(
            tx
              .select({
                idHash: sql<string>`${session.idHash}`.as('id_hash'),
                region: customers.region,
                customerId: customers.id,
                createdAt: sql<Date>`${session.createdAt.toISOString()}::timestamptz`.as('created_at'),
                lastSeenAt: sql<Date>`${session.lastSeenAt.toISOString()}::timestamptz`.as('last_seen_at'),
                expiresAt: sql<Date>`${session.expiresAt.toISOString()}::timestamptz`.as('expires_at'),
              })
              .from(customers)
              .where(and(eq(customers.id, session.customerId), eq(customers.region, session.region))),
          )
          .returning({ idHash: sessions.idHash });
      }),
    ).andThen((rows) => (rows.length === 1 ? okAsync(undefined) : errAsync(notFound('customer', String(session.customerId)))));
  }

  find(idHash: string): ResultAsync<StoredSession | undefined, InfrastructureError> {
    return io(this.db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1)).map(([row]) => (row === undefined ? undefined : toSession(row)));
  }

  touch(idHash: string, lastSeenAt: Date): ResultAsync<void, InfrastructureError> {
    return io(this.db.update(sessions).set({ lastSeenAt }).where(eq(sessions.idHash, idHash))).map(() => undefined);
  }

  replace(idHash: string, next: StoredSession): ResultAsync<boolean, InfrastructureError> {
    return io(
      this.db.transaction(async (tx) => {
        // The delete locks the old row: a second rotation of it waits, then finds it gone.
        const gone = await tx.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ idHash: sessions.idHash });
        if (gone.length === 0) return false;
        await tx.insert(sessions).values(next);
        return true;
      }),
    );
  }

  delete(idHash: string): ResultAsync<void, InfrastructureError> {
    return io(this.db.delete(sessions).where(eq(sessions.idHash, idHash))).map(() => undefined);
  }

  /**
   * Deletes the sessions whose absolute end is at or before `before` and answers how many went: the
   * engine's way of forgetting what Redis forgets by itself (a session's `keepUntil` is never later
   * than its absolute end). The host calls it periodically (decision 1282).
   */
  deleteEnded(before: Date): ResultAsync<number, InfrastructureError> {
    return io(this.db.delete(sessions).where(lte(sessions.expiresAt, before)).returning({ idHash: sessions.idHash })).map((rows) => rows.length);
  }

  deleteAllOf(region: Region, customerId: number, exceptIdHash?: string): ResultAsync<number, InfrastructureError> {
    const ofCustomer = and(eq(sessions.customerId, customerId), eq(sessions.region, region), exceptIdHash === undefined ? undefined : ne(sessions.idHash, exceptIdHash));
    return io(this.db.delete(sessions).where(ofCustomer).returning({ idHash: sessions.idHash })).map((rows) => rows.length);
  }
}
