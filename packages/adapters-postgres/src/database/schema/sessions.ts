import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { regionColumn } from './catalog.js';
import { customers } from './customers.js';

/**
 * Signed-in customers' sessions (decisions 1001, 1002): the SHA-256 of the browser's token is the
 * key, never the token. Which sessions are live is the core's `KeepSessions` to say; a customer's
 * sessions go with the customer.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session token, 64 lower-case hex digits. */
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    region: regionColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end; the idle end is the policy's, from `last_seen_at`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId, table.region)],
);
