import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { OutboxEntry, OutboxPort } from '@storefront/core/events';
import { unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { outbox } from '../database/schema/index.js';

type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The outbox of one transaction: what it appends is committed or rolled back with the change it
 * belongs to. `PostgresOutbox` delivers it afterwards.
 */
export class PostgresOutboxWriter implements OutboxPort {
  constructor(private readonly tx: Queryable) {}

  append(entries: readonly OutboxEntry[]): ResultAsync<void, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        // Each entry stamped with the clock, not the transaction's start (`now()`, the column's default), so
        // the entries of one transaction are delivered in the order it appended them.
        for (const entry of entries) await this.tx.insert(outbox).values({ id: randomUUID(), topic: entry.topic, payload: entry.payload, createdAt: sql`clock_timestamp()` });
      })(),
      (cause) => unavailable('outbox', cause),
    );
  }
}
