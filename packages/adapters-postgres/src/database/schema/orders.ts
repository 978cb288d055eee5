import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { inventoryLocations, productVariants, products, regionColumn } from './catalog.js';
import { customers } from './customers.js';

/**
 * An order of one region's store, written by checkout when an attempt is placed. `placement_key`
 * is the id of the checkout attempt that placed it: one attempt makes one order at most.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the shopper sees and quotes: unguessable, unlike the id. */
    reference: varchar('reference', { length: 32 }).notNull().unique(),
    placementKey: varchar('placement_key', { length: 64 }).notNull().unique(),
    region: regionColumn(),
    /** The locale's language; its region is the order's. */
    language: varchar('language', { length: 2 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    cashOnDeliveryFeeMinor: integer('cash_on_delivery_fee_minor').notNull().default(0),
    /** The VAT inside the total. */
    taxMinor: integer('tax_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** The coupon codes applied, as JSON. */
    coupons: jsonb('coupons').$type<readonly string[]>().notNull().default([]),
    /** `card`, `apple-pay`, `tabby`, `tamara` or `cash-on-delivery`. */
    paymentMethod: varchar('payment_method', { length: 24 }).notNull(),
    /** The provider's id of the payment; null for cash on delivery. */
    paymentProviderRef: varchar('payment_provider_ref', { length: 128 }),
    cardBrand: varchar('card_brand', { length: 16 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** Home delivery (service and address) or pickup (the boutique and its name) as JSON, as it was when placed. */
    delivery: jsonb('delivery').$type<unknown>().notNull(),
    trackingCarrier: text('tracking_carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.placedAt.desc()),
    index('orders_email_idx').on(table.region, sql`lower(${table.email})`),
    check('orders_total_not_negative', sql`${table.totalMinor} >= 0`),
    check(
      'orders_status_known',
      sql`${table.status} IN ('placed', 'paid', 'awaiting-cash', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
    check('orders_payment_method_known', sql`${table.paymentMethod} IN ('card', 'apple-pay', 'tabby', 'tamara', 'cash-on-delivery')`),
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
    /** The options the shopper chose (size…), as JSON. */
    options: jsonb('options').$type<unknown>().notNull().default([]),
    imageUrl: text('image_url').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    /** `unit_price * quantity - discount`, as the shopper agreed to pay it. */
    totalMinor: integer('total_minor').notNull(),
    /** Where the stock was taken from, so a return or cancellation can put it back. */
    locationId: integer('location_id')
      .notNull()
      .references(() => inventoryLocations.id),
    /** What the return rules need, as it was when the order was placed. */
    productKind: varchar('product_kind', { length: 16 }).notNull().default('jewellery'),
    pierced: boolean('pierced').notNull().default(false),
    /** Lines sold together as one promotional bundle share an id. */
    bundleId: varchar('bundle_id', { length: 64 }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_product_kind', sql`${table.productKind} IN ('jewellery', 'gold-coin', 'gold-bar')`),
  ],
);

/** An order's timeline: each state it reached and when, oldest first by `id`. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 24 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/** A guest's one-time code to see an order, kept as a digest; one per order. */
export const orderLookupCodes = pgTable(
  'order_lookup_codes',
  {
    region: regionColumn(),
    reference: varchar('reference', { length: 32 }).notNull(),
    digest: varchar('digest', { length: 128 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.region, table.reference] })],
);

/**
 * A return of units of one order (decisions 1310-1315). `customer_id` is null for a guest's
 * return. The IBAN of a bank-transfer refund is kept whole for the transfer; shoppers are shown
 * its last four only.
 */
export const returns = pgTable(
  'returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: varchar('reference', { length: 32 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    region: regionColumn(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The order's language and email, where the return's emails go. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    email: varchar('email', { length: 254 }).notNull().default(''),
    /** The form's key: the same key answers the same return (unique per region). */
    idempotencyKey: varchar('idempotency_key', { length: 128 }),
    /** `refund`; `exchange` is refused by the policy but kept if a merchant's policy allows it. */
    kind: varchar('kind', { length: 16 }).notNull().default('refund'),
    status: varchar('status', { length: 24 }).notNull(),
    reason: varchar('reason', { length: 48 }).notNull(),
    /** `original-method` or `bank-transfer`, with the inspection days promised when it was made. */
    refundRoute: varchar('refund_route', { length: 24 }).notNull(),
    refundInspectionWorkingDays: smallint('refund_inspection_working_days').notNull(),
    /** What the return refunds (decision 1313), in the order's currency. */
    currency: varchar('currency', { length: 3 }).notNull().default('SAR'),
    refundAmountMinor: integer('refund_amount_minor').notNull().default(0),
    /** `courier-pickup` or `boutique`, with the boutique and its names as they were when asked. */
    handoverKind: varchar('handover_kind', { length: 16 }).notNull().default('courier-pickup'),
    handoverBoutiqueId: integer('handover_boutique_id'),
    handoverBoutiqueName: jsonb('handover_boutique_name').$type<{ en: string; ar: string }>(),
    bankHolderName: text('bank_holder_name'),
    bankIban: varchar('bank_iban', { length: 34 }),
    rejectionNote: text('rejection_note'),
    comment: text('comment'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('returns_order_idx').on(table.orderId),
    index('returns_customer_idx').on(table.customerId, table.region, table.requestedAt.desc()),
    uniqueIndex('returns_idempotency_key_idx').on(table.region, table.idempotencyKey),
    check('returns_status_known', sql`${table.status} IN ('requested', 'approved', 'received', 'inspected', 'refunded', 'rejected')`),
    check('returns_handover_known', sql`${table.handoverKind} IN ('courier-pickup', 'boutique')`),
    check('returns_refund_not_negative', sql`${table.refundAmountMinor} >= 0`),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    /** The order line's position: one return names each order line at most once. */
    position: smallint('position').notNull(),
    quantity: integer('quantity').notNull(),
    condition: varchar('condition', { length: 16 }).notNull(),
    completePackaging: boolean('complete_packaging').notNull(),
    sealIntact: boolean('seal_intact'),
    /** What these units refund (decision 1313). */
    refundMinor: integer('refund_minor').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.position] }),
    foreignKey({
      columns: [table.orderId, table.position],
      foreignColumns: [orderLines.orderId, orderLines.position],
      name: 'return_lines_order_line_fk',
    }),
    check('return_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** A return's history: each state it reached and when, oldest first by `id`. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 24 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    note: text('note'),
  },
  (table) => [index('return_events_return_idx').on(table.returnId, table.id)],
);

/** Money that went back for a return: one row per idempotency key, so a retried refund is recorded once (decision 1314). */
export const returnRefunds = pgTable(
  'return_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull().unique(),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** `original-method` or `bank-transfer`. */
    route: varchar('route', { length: 24 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 128 }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [check('return_refunds_amount_not_negative', sql`${table.amountMinor} >= 0`)],
);

/** A customer account flagged for the merchant's review by the unusual-returns policy; never a deactivation (decision 1315). */
export const accountReviewFlags = pgTable('account_review_flags', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  region: regionColumn(),
  flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull(),
  returnCount: integer('return_count').notNull(),
  windowDays: integer('window_days').notNull(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    region: regionColumn(),
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
    index('reviews_customer_idx').on(table.customerId, table.region),
    // One review per product per customer in a region's store (decision 1301); reviews without an
    // account (imported ones, or their author's account deleted) are not limited.
    uniqueIndex('reviews_one_per_customer_idx').on(table.customerId, table.productId, table.region).where(sql`${table.customerId} IS NOT NULL`),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    check('reviews_status_known', sql`${table.status} IN ('pending', 'published', 'rejected')`),
  ],
);
