import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Brands sell side by side; the regions a brand sells in live with its prices. */
export const brands = pgTable('brands', {
  code: varchar('code', { length: 16 }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sku: varchar('sku', { length: 64 }).notNull().unique(),
    brandCode: varchar('brand_code', { length: 16 })
      .notNull()
      .references(() => brands.code),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    imagePath: text('image_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_brand_created_idx').on(table.brandCode, table.createdAt.desc())],
);

/** A product is offered in a region when it has a price there; amounts are minor units. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor'),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.region] }),
    index('product_prices_region_idx').on(table.region),
    check('product_prices_price_positive', sql`${table.priceMinor} > 0`),
    check(
      'product_prices_sale_below_price',
      sql`${table.salePriceMinor} IS NULL OR (${table.salePriceMinor} > 0 AND ${table.salePriceMinor} < ${table.priceMinor})`,
    ),
  ],
);

/** Stock per region; the check keeps it from ever going below zero. */
export const inventory = pgTable(
  'inventory',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 2 }).notNull(),
    availableToSell: integer('available_to_sell').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.region] }),
    check('inventory_available_not_negative', sql`${table.availableToSell} >= 0`),
  ],
);

/** Facts about the database itself, such as which demo catalogue was seeded. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
