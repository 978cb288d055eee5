import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { productVariants, products, regions } from './catalog.js';
import { customers } from './customers.js';

/**
 * An order of one region's store. `placement_key` is the shopper's idempotency key: a retried
 * placement finds the order the first attempt made instead of making a second.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the shopper sees and quotes: unguessable, unlike the id. */
    reference: varchar('reference', { length: 32 }).notNull().unique(),
    placementKey: varchar('placement_key', { length: 64 }).notNull().unique(),
    region: varchar('region', { length: 2 })
      .notNull()
      .references(() => regions.code),
    language: varchar('language', { length: 2 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    paymentMethod: varchar('payment_method', { length: 24 }).notNull(),
    /** The delivery or pickup address as it was when the order was placed. */
    shippingAddress: text('shipping_address').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.placedAt.desc()),
    index('orders_email_idx').on(table.region, sql`lower(${table.email})`),
    check('orders_total_not_negative', sql`${table.totalMinor} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    sku: varchar('sku', { length: 80 }).notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const returns = pgTable(
  'returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: varchar('reference', { length: 32 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    region: varchar('region', { length: 2 })
      .notNull()
      .references(() => regions.code),
    status: varchar('status', { length: 24 }).notNull(),
    reason: varchar('reason', { length: 48 }).notNull(),
    refundRoute: varchar('refund_route', { length: 24 }).notNull(),
    comment: text('comment'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('returns_order_idx').on(table.orderId)],
);

export const returnLines = pgTable(
  'return_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    position: smallint('position').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.position] }),
    check('return_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 2 })
      .notNull()
      .references(() => regions.code),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    featured: boolean('featured').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_product_idx').on(table.productId, table.status, table.createdAt.desc()),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);
