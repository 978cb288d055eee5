import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  foreignKey,
  jsonb,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Each region is a store of its own: currency, prices, VAT, customers, carts and orders. */
export const regions = pgTable('regions', {
  code: varchar('code', { length: 2 }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** The commerce channel orders are placed on (1 in every region). */
  channelId: integer('channel_id').notNull().default(1),
});

/** The region a row belongs to: a store's code, never free text. */
export function regionColumn() {
  return varchar('region', { length: 2 })
    .notNull()
    .references(() => regions.code);
}

/** Brands sell side by side; `brand_regions` says where each one sells. */
export const brands = pgTable('brands', {
  code: varchar('code', { length: 16 }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const brandRegions = pgTable(
  'brand_regions',
  {
    brandCode: varchar('brand_code', { length: 16 })
      .notNull()
      .references(() => brands.code),
    region: regionColumn(),
  },
  (table) => [primaryKey({ columns: [table.brandCode, table.region] })],
);

/** The catalogue tree, with English and Arabic names and slugs. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id'),
    slugEn: varchar('slug_en', { length: 96 }).notNull().unique(),
    slugAr: varchar('slug_ar', { length: 160 }).notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('categories_parent_idx').on(table.parentId),
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id], name: 'categories_parent_fk' }).onDelete('cascade'),
  ],
);

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
    /** The facet fields of the search: stored in English, each with its Arabic label beside it. */
    type: varchar('type', { length: 48 }).notNull().default('ring'),
    metal: varchar('metal', { length: 48 }),
    karat: varchar('karat', { length: 8 }),
    colour: varchar('colour', { length: 64 }),
    stone: varchar('stone', { length: 64 }),
    collection: varchar('collection', { length: 96 }),
    charmFamily: varchar('charm_family', { length: 96 }),
    capsule: varchar('capsule', { length: 96 }),
    /**
     * The Arabic labels of the facet values above, as the catalogue was imported with them (decision
     * 0019); null where a value has none, which an Arabic page then shows as stored.
     */
    typeAr: text('type_ar'),
    metalAr: text('metal_ar'),
    karatAr: text('karat_ar'),
    colourAr: text('colour_ar'),
    stoneAr: text('stone_ar'),
    collectionAr: text('collection_ar'),
    charmFamilyAr: text('charm_family_ar'),
    capsuleAr: text('capsule_ar'),
    /** Lower is a better seller; null when never sold. */
    bestSellerRank: integer('best_seller_rank'),
    imagePath: text('image_path').notNull(),
    /** What the product is, as the return rules need it (decision 1330): jewellery, a gold coin or a gold bar. */
    kind: varchar('kind', { length: 16 }).notNull().default('jewellery'),
    /** Worn through the skin (earrings that pierce the ear), so shipped sealed; never a coin or a bar. */
    pierced: boolean('pierced').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_kind', sql`${table.kind} IN ('jewellery', 'gold-coin', 'gold-bar')`),
    check('products_bullion_not_pierced', sql`${table.kind} = 'jewellery' OR NOT ${table.pierced}`),
    index('products_brand_created_idx').on(table.brandCode, table.createdAt.desc()),
    index('products_type_idx').on(table.type),
    // The image endpoint renders an illustration only when a product shows it (decision 0915).
    index('products_image_path_idx').on(table.imagePath),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_idx').on(table.categoryId),
  ],
);

/** What a shopper picks and stock is kept for; every product has at least one (its default). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 80 }).notNull().unique(),
    /** Option name to value, such as `{"Size":"52"}`; empty for the default variant. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    position: smallint('position').notNull().default(0),
  },
  (table) => [index('product_variants_product_idx').on(table.productId)],
);

/** A product is offered in a region when it has a price there; amounts are minor units. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    region: regionColumn(),
    currency: varchar('currency', { length: 3 }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor'),
    /** The price before any merchant mark-down, shown as "was" where it differs. */
    basePriceMinor: integer('base_price_minor').notNull(),
    /** Sale percentage kept beside the prices so "biggest saving" sorts on an index. */
    salePercent: smallint('sale_percent').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.region] }),
    index('product_prices_region_price_idx').on(table.region, table.priceMinor),
    index('product_prices_region_saving_idx').on(table.region, table.salePercent.desc()),
    check('product_prices_price_positive', sql`${table.priceMinor} > 0`),
    check(
      'product_prices_sale_below_price',
      sql`${table.salePriceMinor} IS NULL OR (${table.salePriceMinor} > 0 AND ${table.salePriceMinor} < ${table.priceMinor})`,
    ),
    check('product_prices_sale_percent_range', sql`${table.salePercent} BETWEEN 0 AND 100`),
  ],
);

/** Where stock is held in a region: a warehouse or a boutique. */
export const inventoryLocations = pgTable(
  'inventory_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    region: regionColumn(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: text('name').notNull(),
    /** The boutique this stock is kept in (a pickup can be collected there); null for a warehouse. */
    storeLocationId: integer('store_location_id').references((): AnyPgColumn => storeLocations.id, { onDelete: 'set null' }),
  },
  (table) => [index('inventory_locations_store_location_idx').on(table.storeLocationId)],
);

/** Stock per variant and location; the check keeps it from ever going below zero. */
export const inventory = pgTable(
  'inventory',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => inventoryLocations.id, { onDelete: 'cascade' }),
    availableToSell: integer('available_to_sell').notNull(),
    warningLevel: integer('warning_level').notNull().default(3),
  },
  (table) => [
    primaryKey({ columns: [table.variantId, table.locationId] }),
    index('inventory_location_idx').on(table.locationId),
    check('inventory_available_not_negative', sql`${table.availableToSell} >= 0`),
    check('inventory_warning_not_negative', sql`${table.warningLevel} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    path: text('path').notNull(),
    altEn: text('alt_en').notNull(),
    altAr: text('alt_ar').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] }), index('product_images_path_idx').on(table.path)],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.relatedProductId] }),
    check('related_products_not_self', sql`${table.productId} <> ${table.relatedProductId}`),
  ],
);

/** Kept beside the reviews so listing tiles read one row, not an aggregate. */
export const reviewSummaries = pgTable('review_summaries', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  summationOfRatings: integer('summation_of_ratings').notNull().default(0),
  numberOfReviews: integer('number_of_reviews').notNull().default(0),
});

/** Opening hours per weekday (0 = Sunday), `null` when closed; times are local `HH:MM`. */
export type OpeningHours = readonly ({ readonly opens: string; readonly closes: string } | null)[];

/** Boutiques shown by the store locator, per region and brand. */
export const storeLocations = pgTable(
  'store_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    region: regionColumn(),
    brandCode: varchar('brand_code', { length: 16 })
      .notNull()
      .references(() => brands.code),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    addressEn: text('address_en').notNull(),
    addressAr: text('address_ar').notNull(),
    cityEn: text('city_en').notNull(),
    cityAr: text('city_ar').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    latitude: text('latitude').notNull(),
    longitude: text('longitude').notNull(),
    /** Opening hours per weekday, in both languages, as JSON. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('store_locations_region_idx').on(table.region, table.brandCode)],
);

/** Facts about the database itself, such as which catalogue was imported (its source's key). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
