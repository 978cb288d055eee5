import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { outbox } from '../database/schema/index.js';

/** One outbox row as a test inspects it: what is kept at rest, and whether it went or was given up. */
export interface OutboxRow {
  readonly id: string;
  readonly payload: unknown;
  readonly attempts: number;
  readonly deliveredAt: Date | null;
  /** When it was given up as undeliverable, if it was. */
  readonly failedAt: Date | null;
}

/** The outbox's rows of a topic, oldest first. */
export async function outboxRows(db: Database, topic: string): Promise<OutboxRow[]> {
  return db
    .select({ id: outbox.id, payload: outbox.payload, attempts: outbox.attempts, deliveredAt: outbox.deliveredAt, failedAt: outbox.failedAt })
    .from(outbox)
    .where(eq(outbox.topic, topic))
    .orderBy(asc(outbox.createdAt));
}
