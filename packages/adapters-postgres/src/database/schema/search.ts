import { customType, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';

/** A PostgreSQL full-text document; written with `to_tsvector('simple', …)` over normalised text. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
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
  },
  (table) => [
    index('product_search_vector_idx').using('gin', table.searchVector),
    index('product_search_name_en_trgm_idx').using('gin', table.nameEnNorm.op('gin_trgm_ops')),
    index('product_search_name_ar_trgm_idx').using('gin', table.nameArNorm.op('gin_trgm_ops')),
    index('product_search_categories_idx').using('gin', table.categoryIds),
    index('product_search_brand_idx').on(table.brandCode),
  ],
);

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
