import { bigint, check, customType, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products, regionColumn } from './catalog.js';

/** A PostgreSQL full-text document; written with `to_tsvector('simple', …)` over normalised text. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** A bit string of any length: bit `n` stands for the product whose `ordinal` in its brand is `n`. */
const bitmap = customType<{ data: string }>({
  dataType: () => 'bit varying',
});

/**
 * The native search index: one row per product, with its text already normalised by the core's
 * search analysis (both languages, stems beside the written forms) and its facet values as ids
 * of `search_facet_values`, so a search with every facet count reads this table and the region's
 * prices only.
 * Filled by `refreshSearchIndex` (decision 0501).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 64 }).notNull(),
    brandCode: varchar('brand_code', { length: 16 }).notNull(),
    /** Normalised names, for trigram similarity (typos) in each script. */
    nameEnNorm: text('name_en_norm').notNull(),
    nameArNorm: text('name_ar_norm').notNull(),
    /** Names as shown, for the alphabetical sort of each language. */
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** Names (A), type, collection and categories (B), metal, colour, stone and the rest (C), both languages. */
    searchVector: tsvector('search_vector').notNull(),
    /** Facet values as ids of `search_facet_values`: a product has at most one per facet. */
    brandValue: integer('brand_value'),
    typeValue: integer('type_value'),
    metalValue: integer('metal_value'),
    karatValue: integer('karat_value'),
    colourValue: integer('colour_value'),
    /** Gemstones other than diamonds (the `stone` facets). */
    stoneValue: integer('stone_value'),
    /** Diamonds and lab-grown diamonds (the `diamonds` facet). */
    diamondsValue: integer('diamonds_value'),
    collectionValue: integer('collection_value'),
    charmFamilyValue: integer('charm_family_value'),
    capsuleValue: integer('capsule_value'),
    /** The month the product arrived (`date_created`), as a facet value. */
    createdMonthValue: integer('created_month_value'),
    /** The product's categories and all their ancestors: a category listing shows its children's products. */
    categoryIds: integer('category_ids').array().notNull(),
    bestSellerRank: integer('best_seller_rank'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The product's place among its brand's products in SKU order (`collate "C"`), from 0 with no
     * gaps: its bit in the brand's bitmaps. Numbered by `search_number_products` (migration 0005).
     */
    ordinal: integer('ordinal').notNull().default(0),
  },
  (table) => [
    // A text search ranks its hits, read by their bits (decision 0507).
    index('product_search_ordinal_idx').on(table.brandCode, table.ordinal),
    index('product_search_name_en_trgm_idx').using('gin', table.nameEnNorm.op('gin_trgm_ops')),
    index('product_search_name_ar_trgm_idx').using('gin', table.nameArNorm.op('gin_trgm_ops')),
    index('product_search_categories_idx').using('gin', table.categoryIds),
  ],
);

/**
 * What a listing reads per product and region, in one narrow row: the region's price (the sale
 * price where there is one), sale percentage, the sort keys, the facet value ids and the
 * categories, copied from `product_search` and `product_prices`. A search reads this table alone
 * when there is no text, so browsing a brand is one range of one index with no join. A product has
 * a row in each region that prices it. Filled by `refreshSearchIndex`; triggers on
 * `product_prices` keep prices and regions current (migration 0002, decision 0503).
 */
export const searchListings = pgTable(
  'search_listings',
  {
    region: regionColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => productSearch.productId, { onDelete: 'cascade' }),
    brandCode: varchar('brand_code', { length: 16 }).notNull(),
    sku: varchar('sku', { length: 64 }).notNull(),
    /** What the shopper pays in the region, in minor units: the sale price where there is one. */
    priceMinor: integer('price_minor').notNull(),
    salePercent: smallint('sale_percent').notNull(),
    nameEnNorm: text('name_en_norm').notNull(),
    nameArNorm: text('name_ar_norm').notNull(),
    bestSellerRank: integer('best_seller_rank'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    brandValue: integer('brand_value'),
    typeValue: integer('type_value'),
    metalValue: integer('metal_value'),
    karatValue: integer('karat_value'),
    colourValue: integer('colour_value'),
    stoneValue: integer('stone_value'),
    diamondsValue: integer('diamonds_value'),
    collectionValue: integer('collection_value'),
    charmFamilyValue: integer('charm_family_value'),
    capsuleValue: integer('capsule_value'),
    createdMonthValue: integer('created_month_value'),
    categoryIds: integer('category_ids').array().notNull(),
    /** The product's `ordinal` in its brand (`product_search`), copied. */
    ordinal: integer('ordinal').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.region, table.productId] }),
    // A region's brand in each order a page is sorted by (decision 0505): a listing without text
    // reads its page from one of these, `start + rows` entries deep, rather than sorting the brand.
    index('search_listings_relevance_idx').on(table.region, table.brandCode, table.bestSellerRank, table.createdAt.desc().nullsFirst(), sql`${table.sku} collate "C"`),
    index('search_listings_best_selling_idx').on(table.region, table.brandCode, table.bestSellerRank, sql`${table.sku} collate "C"`),
    index('search_listings_newest_idx').on(table.region, table.brandCode, table.createdAt.desc().nullsFirst(), sql`${table.sku} collate "C"`),
    index('search_listings_price_asc_idx').on(table.region, table.brandCode, table.priceMinor, sql`${table.sku} collate "C"`),
    index('search_listings_price_desc_idx').on(table.region, table.brandCode, table.priceMinor.desc().nullsFirst(), sql`${table.sku} collate "C"`),
    index('search_listings_name_en_idx').on(table.region, table.brandCode, sql`${table.nameEnNorm} collate "C"`, sql`${table.sku} collate "C"`),
    index('search_listings_name_ar_idx').on(table.region, table.brandCode, sql`${table.nameArNorm} collate "C"`, sql`${table.sku} collate "C"`),
    index('search_listings_sale_idx').on(table.region, table.brandCode, table.salePercent.desc().nullsFirst(), sql`${table.sku} collate "C"`),
    index('search_listings_product_idx').on(table.productId),
    // A few hits of a result set read by their bits (decision 0506).
    index('search_listings_ordinal_idx').on(table.region, table.brandCode, table.ordinal),
  ],
);

/**
 * Per brand, which of its products have each facet value (`kind` 0, `key` the id in
 * `search_facet_values`) and each category with its descendants (`kind` 1, `key` the category
 * id), as bitmaps over the products' ordinals. A search counts every facet by ANDing these with
 * its result set and counting bits, whatever the shopper filtered on (decision 0506). Rebuilt by
 * `search_build_brand_bitmaps` whenever `refreshSearchIndex` runs (migration 0005).
 */
export const searchBrandBitmaps = pgTable(
  'search_brand_bitmaps',
  {
    brandCode: varchar('brand_code', { length: 16 }).notNull(),
    kind: smallint('kind').notNull(),
    key: integer('key').notNull(),
    bits: bitmap('bits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandCode, table.kind, table.key] })],
);

/** Text compared byte by byte, so a range of the index holds exactly the words that start with a prefix. */
const byteText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});

/**
 * Per brand, which of its products have each word of their `search_vector` (a lexeme), over the
 * products' ordinals: a search matches its words by ORing the words each query word starts or
 * equals and ANDing the query words (decision 0507). A word of many products is a bitmap
 * (`bits`), one of few its ordinals (`ordinals`), whichever is smaller. Rebuilt by
 * `search_build_word_bitmaps` whenever `refreshSearchIndex` runs (migration 0007).
 */
export const searchWordBitmaps = pgTable(
  'search_word_bitmaps',
  {
    brandCode: varchar('brand_code', { length: 16 }).notNull(),
    word: byteText('word').notNull(),
    bits: bitmap('bits'),
    ordinals: integer('ordinals').array(),
  },
  (table) => [primaryKey({ columns: [table.brandCode, table.word] })],
);

/**
 * Per brand, word and the weights of its positions in a product (in position order, one letter
 * each: `ABC`), the products whose `search_vector` has the word with
 * exactly those weights, as a bitmap or ordinals as in `search_word_bitmaps`. `ts_rank` of a text
 * whose tsquery is not an AND (one word, or a clause with the merchant's alternatives) depends on
 * no more than that (decision 0511), so such a text ranks each combination of its words' weights
 * once rather than every hit. Rebuilt by `search_build_word_weights` with the word bitmaps
 * (migration 0011).
 */
export const searchWordWeights = pgTable(
  'search_word_weights',
  {
    brandCode: varchar('brand_code', { length: 16 }).notNull(),
    word: byteText('word').notNull(),
    weights: text('weights').notNull(),
    bits: bitmap('bits'),
    ordinals: integer('ordinals').array(),
  },
  (table) => [primaryKey({ columns: [table.brandCode, table.word, table.weights] })],
);

/**
 * Per region and brand, which products the region prices (`kind` 0, `key` 0) and which fall in
 * each price band of the price facet (`kind` 1, `key` the band's index in `search_price_bands`),
 * over the same ordinals as the brand's bitmaps. Rebuilt in the transaction of every price change
 * (triggers on `product_prices`) and of every refresh (migration 0005).
 */
export const searchRegionBitmaps = pgTable(
  'search_region_bitmaps',
  {
    region: regionColumn(),
    brandCode: varchar('brand_code', { length: 16 }).notNull(),
    kind: smallint('kind').notNull(),
    key: integer('key').notNull(),
    bits: bitmap('bits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.region, table.brandCode, table.kind, table.key] })],
);

/** The price facet's bands in minor units, both ends inclusive: the core's half-open `PRICE_BANDS` (decision 0532), written by `refreshSearchIndex`. */
export const searchPriceBands = pgTable('search_price_bands', {
  band: smallint('band').primaryKey(),
  minMinor: integer('min_minor').notNull(),
  maxMinor: integer('max_minor').notNull(),
});

/**
 * Every facet value once, in English (as products store it) and Arabic, under a small id: the
 * index holds ids, so counting facets groups integers rather than text in two languages.
 */
export const searchFacetValues = pgTable(
  'search_facet_values',
  {
    id: integer('id').primaryKey(),
    facet: varchar('facet', { length: 24 }).notNull(),
    valueEn: text('value_en').notNull(),
    valueAr: text('value_ar').notNull(),
  },
  (table) => [uniqueIndex('search_facet_values_facet_value_idx').on(table.facet, table.valueEn)],
);

/** Every word of the index once: the dictionary a misspelt word is corrected against by trigrams. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (table) => [index('search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops'))],
);

/** Phrases offered while a shopper types: product names, types and collections per brand and language. */
export const searchPhrases = pgTable(
  'search_phrases',
  {
    brandCode: varchar('brand_code', { length: 16 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    phrase: text('phrase').notNull(),
    /** Written and stemmed forms of the phrase's words, space-separated, with a space at each end. */
    document: text('document').notNull(),
    /** 0 for a type, 1 for a collection, 2 for a product name: the broader phrase first. */
    kind: smallint('kind').notNull(),
    /** The regions that sell at least one product behind the phrase. */
    regions: varchar('regions', { length: 2 }).array().notNull(),
    products: integer('products').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.brandCode, table.language, table.phrase] }),
    index('search_phrases_document_trgm_idx').using('gin', table.document.op('gin_trgm_ops')),
  ],
);

/**
 * The merchant's search synonyms as written (decision 0508), one entry a row in file order: a
 * two-way entry's terms, or a one-way entry's `from` term and the terms it also finds. Read by
 * the search engine, which keeps them while `search_synonyms_version` stays the same.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    language: varchar('language', { length: 2 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The one-way entry's broader term; null for a two-way entry. */
    fromTerm: text('from_term'),
    terms: text('terms').array().notNull(),
  },
  (table) => [
    check('search_synonyms_language_check', sql`${table.language} in ('en', 'ar')`),
    check('search_synonyms_kind_check', sql`(${table.kind} = 'two-way' and ${table.fromTerm} is null) or (${table.kind} = 'one-way' and ${table.fromTerm} is not null)`),
  ],
);

/** One row: moves on in the transaction of every change to `search_synonyms` (a statement trigger), so every process sees when its synonyms are stale. */
export const searchSynonymsVersion = pgTable(
  'search_synonyms_version',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('search_synonyms_version_single_row', sql`${table.id} = 1`)],
);
