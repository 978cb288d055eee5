import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { inventoryLocations, productVariants, regionColumn } from './catalog.js';
import { customers } from './customers.js';

/**
 * One press of "Place order": its idempotency key (unique per region), the quote the shopper agreed
 * to (JSON), the payment at its provider and, once placed, the order's reference. The id is
 * unguessable: it is the merchant reference a provider sends back.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    region: regionColumn(),
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    quote: jsonb('quote').$type<unknown>().notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    provider: varchar('provider', { length: 16 }),
    providerRef: varchar('provider_ref', { length: 128 }),
    redirectUrl: text('redirect_url'),
    saveCard: boolean('save_card').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderReference: varchar('order_reference', { length: 32 }),
    failure: varchar('failure', { length: 32 }),
  },
  (table) => [
    uniqueIndex('checkout_attempts_key_idx').on(table.region, table.idempotencyKey),
    uniqueIndex('checkout_attempts_provider_ref_idx').on(table.provider, table.providerRef),
    // The cart an attempt pays for, as its quote names it: the abandoned-cart reminder and the cart's
    // checkout email look attempts up by cart.
    index('checkout_attempts_cart_idx').on(sql`(${table.quote}->>'cartId')`),
    index('checkout_attempts_unfinished_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} IN ('open', 'awaiting-payment')`),
    check('checkout_attempts_status_known', sql`${table.status} IN ('open', 'awaiting-payment', 'placed', 'failed', 'expired')`),
  ],
);

/** Units an unfinished attempt holds at a location; they are out of `available_to_sell` meanwhile. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    attemptId: varchar('attempt_id', { length: 64 })
      .notNull()
      .references(() => checkoutAttempts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => inventoryLocations.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.variantId, table.locationId] }),
    check('stock_reservations_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** A provider's webhook events already acted on: a replay finds its id here and changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 128 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
