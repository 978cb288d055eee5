import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Content the CMS would hold (header, footer, promo bar, navigation, pages, FAQ, 404 cards), one row
 * per kind, key, language and region; `region` is null for content shared by every region.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 32 }).notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    region: varchar('region', { length: 2 }),
    brandCode: varchar('brand_code', { length: 16 }).notNull().default('lazurde'),
    body: jsonb('body').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_entries_identity_idx').on(
      table.kind,
      table.key,
      table.language,
      table.brandCode,
      sql`coalesce(${table.region}, '')`,
    ),
  ],
);

/**
 * Events written in the same transaction as the change they describe, then delivered by a worker
 * at least once, or given up when they can never be; the id lets a receiver ignore a repeat.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    topic: varchar('topic', { length: 64 }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the event was given up as undeliverable (decision 1281); it is never offered again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [index('outbox_pending_idx').on(table.availableAt).where(sql`${table.deliveredAt} IS NULL`)],
);
