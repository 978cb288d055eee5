import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { regionColumn } from './catalog.js';

/** Customers belong to one region's store: the same email may exist once per region. */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    region: regionColumn(),
    email: varchar('email', { length: 254 }).notNull(),
    /** A slow hash (scrypt) with its parameters and salt; never the password. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    phone: varchar('phone', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customers_region_email_idx').on(table.region, sql`lower(${table.email})`)],
);

/** The spec's customer attributes 1 to 17 and the cart attribute 170, one row each. */
export const customerAttributes = pgTable(
  'customer_attributes',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.attributeId] }),
    check('customer_attributes_known_id', sql`${table.attributeId} BETWEEN 1 AND 18 OR ${table.attributeId} = 170`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    region: regionColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    governorate: text('governorate'),
    postalCode: varchar('postal_code', { length: 16 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_customer_idx').on(table.customerId)],
);

/**
 * Cards and wallets a customer saved with the payment provider, per region. Only what the
 * "Payment Methods" page shows is kept, plus the provider's token reference; never a card number.
 */
export const paymentInstruments = pgTable(
  'payment_instruments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    region: regionColumn(),
    /** Card scheme or wallet as the provider names it: `visa`, `mastercard`, `mada`, `apple-pay`. */
    brand: varchar('brand', { length: 32 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The provider's reference to the stored instrument, used to charge it again. */
    providerTokenRef: text('provider_token_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_instruments_customer_idx').on(table.customerId, table.region),
    uniqueIndex('payment_instruments_token_idx').on(table.providerTokenRef),
    check('payment_instruments_last4_digits', sql`${table.last4} ~ '^[0-9]{4}$'`),
    check('payment_instruments_expiry_month', sql`${table.expiryMonth} BETWEEN 1 AND 12`),
    check('payment_instruments_expiry_year', sql`${table.expiryYear} BETWEEN 2000 AND 2200`),
  ],
);
