import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { productVariants, products, regionColumn } from './catalog.js';
import { customers } from './customers.js';

/**
 * A cart of one region's store. Its id carries at least 128 random bits; a guest cart is also bound
 * to the browser that made it by the hash of a cart token, so knowing the id alone is not enough.
 */
export const carts = pgTable(
  'carts',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    region: regionColumn(),
    language: varchar('language', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** SHA-256 of the browser's cart token; null once the cart belongs to a customer only. */
    tokenHash: varchar('token_hash', { length: 64 }),
    couponCode: varchar('coupon_code', { length: 32 }),
    /** Bumped on every change, so concurrent writers can detect each other. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the shopper was last reminded of the cart as abandoned; a reminder older than `updated_at` belongs to an earlier idle period. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    index('carts_customer_idx').on(table.customerId, table.region),
    index('carts_updated_idx').on(table.updatedAt),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    cartId: varchar('cart_id', { length: 64 })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    /** Insertion order: lines written in one transaction share `created_at`, never `seq`. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cart_lines_cart_variant_unique').on(table.cartId, table.variantId),
    check('cart_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** A wishlist per customer and region; guests keep theirs in the browser. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    region: regionColumn(),
    name: text('name').notNull().default('My Wish List'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('wishlists_customer_region_unique').on(table.customerId, table.region)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.wishlistId, table.productId] })],
);
