import { randomUUID } from 'node:crypto';
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
        for (const entry of entries) await this.tx.insert(outbox).values({ id: randomUUID(), topic: entry.topic, payload: entry.payload });
      })(),
      (cause) => unavailable('outbox', cause),
    );
  }
}
