import { inArray, sql } from 'drizzle-orm';
import { searchDocument, normaliseForSearch, type Language } from '@storefront/core';
import type { Database } from '../database/database.js';
import { brands, categories, productCategories, products } from '../database/schema/index.js';
import { arabicLabel } from './facet-labels.js';

/** Rows per INSERT: each batch travels as one JSON parameter. */
const BATCH = 500;
const DIAMONDS = new Set(['Diamonds', 'Lab Grown Diamonds']);

export interface RefreshOutcome {
  /** Products (re)indexed. */
  readonly products: number;
}

type ProductRow = typeof products.$inferSelect;

interface Category {
  readonly parentId: number | null;
  readonly nameEn: string;
  readonly nameAr: string;
}

function ancestorsOf(id: number, tree: ReadonlyMap<number, Category>): number[] {
  const seen: number[] = [];
  for (let current: number | null = id; current !== null && !seen.includes(current); current = tree.get(current)?.parentId ?? null) {
    seen.push(current);
  }
  return seen;
}

/** The written and stemmed forms of several phrases as one document (words are analysed by their script). */
function documentOf(parts: readonly (string | null)[]): string {
  return searchDocument(parts.filter((part): part is string => part !== null && part !== '').join(' '), 'en');
}

function indexRow(product: ProductRow, categoryIds: readonly number[], tree: ReadonlyMap<number, Category>, brandNames: ReadonlyMap<string, { en: string; ar: string }>) {
  const all = [...new Set(categoryIds.flatMap((id) => ancestorsOf(id, tree)))].sort((a, b) => a - b);
  const named = all.map((id) => tree.get(id)).filter((category): category is Category => category !== undefined);
  const stone = product.stone !== null && !DIAMONDS.has(product.stone) ? product.stone : null;
  const diamonds = product.stone !== null && DIAMONDS.has(product.stone) ? product.stone : null;
  const brand = brandNames.get(product.brandCode) ?? { en: product.brandCode, ar: product.brandCode };
  const facets = {
    type_en: product.type,
    type_ar: arabicLabel('type', product.type),
    metal_en: product.metal,
    metal_ar: arabicLabel('metal', product.metal),
    karat_en: product.karat,
    karat_ar: arabicLabel('karat', product.karat),
    colour_en: product.colour,
    colour_ar: arabicLabel('colour', product.colour),
    stone_en: stone,
    stone_ar: arabicLabel('stone', stone),
    diamonds_en: diamonds,
    diamonds_ar: arabicLabel('stone', diamonds),
    collection_en: product.collection,
    collection_ar: arabicLabel('collection', product.collection),
    charm_family_en: product.charmFamily,
    charm_family_ar: arabicLabel('charmFamily', product.charmFamily),
    capsule_en: product.capsule,
    capsule_ar: arabicLabel('capsule', product.capsule),
    brand_en: brand.en,
    brand_ar: brand.ar,
  };
  return {
    product_id: product.id,
    sku: product.sku,
    brand_code: product.brandCode,
    name_en: product.nameEn,
    name_ar: product.nameAr,
    name_en_norm: normaliseForSearch(product.nameEn, 'en'),
    name_ar_norm: normaliseForSearch(product.nameAr, 'ar'),
    doc_a: documentOf([product.nameEn, product.nameAr]),
    doc_b: documentOf([
      facets.type_en, facets.type_ar, facets.collection_en, facets.collection_ar, facets.charm_family_en, facets.charm_family_ar,
      ...named.flatMap((category) => [category.nameEn, category.nameAr]),
    ]),
    doc_c: documentOf([
      facets.metal_en, facets.metal_ar, facets.karat_en, facets.karat_ar, facets.colour_en, facets.colour_ar, product.stone,
      arabicLabel('stone', product.stone), facets.capsule_en, facets.capsule_ar, brand.en, brand.ar, product.sku,
    ]),
    ...facets,
    category_ids: all,
    best_seller_rank: product.bestSellerRank,
    created_at: product.createdAt.toISOString(),
  };
}

const COLUMNS = [
  'product_id integer', 'sku text', 'brand_code text', 'name_en text', 'name_ar text', 'name_en_norm text', 'name_ar_norm text',
  'doc_a text', 'doc_b text', 'doc_c text', 'type_en text', 'type_ar text', 'metal_en text', 'metal_ar text', 'karat_en text',
  'karat_ar text', 'colour_en text', 'colour_ar text', 'stone_en text', 'stone_ar text', 'diamonds_en text', 'diamonds_ar text',
  'collection_en text', 'collection_ar text', 'charm_family_en text', 'charm_family_ar text', 'capsule_en text', 'capsule_ar text',
  'brand_en text', 'brand_ar text', 'category_ids integer[]', 'best_seller_rank integer', 'created_at timestamptz',
];
const COPIED = COLUMNS.map((column) => column.split(' ')[0]).filter((name) => name !== undefined && !name.startsWith('doc_'));

async function writeRows(tx: Database, rows: readonly ReturnType<typeof indexRow>[]): Promise<void> {
  const names = COPIED.join(', ');
  for (let start = 0; start < rows.length; start += BATCH) {
    const json = JSON.stringify(rows.slice(start, start + BATCH));
    await tx.execute(sql`
      insert into product_search (${sql.raw(names)}, search_vector)
      select ${sql.raw(names)},
        setweight(to_tsvector('simple', r.doc_a), 'A') || setweight(to_tsvector('simple', r.doc_b), 'B') || setweight(to_tsvector('simple', r.doc_c), 'C')
      from json_to_recordset(${json}::json) as r(${sql.raw(COLUMNS.join(', '))})`);
  }
}

interface PhraseSource {
  readonly brand: string;
  readonly regions: readonly string[];
  readonly phrases: readonly { readonly language: Language; readonly kind: number; readonly phrase: string | null }[];
}

/** Type-ahead phrases: every type, collection and product name of a brand, per language, with where it sells. */
async function rebuildPhrases(tx: Database): Promise<void> {
  const result = (await tx.execute(sql`
    select ps.brand_code as brand, ps.type_en, ps.type_ar, ps.collection_en, ps.collection_ar, ps.name_en, ps.name_ar,
      array(select pp.region from product_prices pp where pp.product_id = ps.product_id order by pp.region) as regions
    from product_search ps`)) as unknown as { rows: Record<string, unknown>[] };
  const sources: PhraseSource[] = result.rows.map((row) => ({
    brand: String(row.brand),
    regions: (row.regions as string[] | null) ?? [],
    phrases: [
      { language: 'en', kind: 0, phrase: row.type_en as string },
      { language: 'ar', kind: 0, phrase: row.type_ar as string },
      { language: 'en', kind: 1, phrase: row.collection_en as string | null },
      { language: 'ar', kind: 1, phrase: row.collection_ar as string | null },
      { language: 'en', kind: 2, phrase: row.name_en as string },
      { language: 'ar', kind: 2, phrase: row.name_ar as string },
    ],
  }));
  const phrases = new Map<string, { brand_code: string; language: Language; phrase: string; document: string; kind: number; regions: Set<string>; products: number }>();
  const documents = new Map<string, string>();
  for (const source of sources) {
    for (const { language, kind, phrase } of source.phrases) {
      if (phrase === null || source.regions.length === 0) continue;
      const key = `${source.brand}|${language}|${phrase}`;
      const known = phrases.get(key);
      if (known) {
        known.products += 1;
        source.regions.forEach((region) => known.regions.add(region));
        continue;
      }
      let document = documents.get(phrase);
      if (document === undefined) {
        document = ` ${searchDocument(phrase, language)} `;
        documents.set(phrase, document);
      }
      phrases.set(key, { brand_code: source.brand, language, phrase, document, kind, regions: new Set(source.regions), products: 1 });
    }
  }
  await tx.execute(sql`delete from search_phrases`);
  const rows = [...phrases.values()].map((phrase) => ({ ...phrase, regions: [...phrase.regions].sort() }));
  for (let start = 0; start < rows.length; start += BATCH) {
    const json = JSON.stringify(rows.slice(start, start + BATCH));
    await tx.execute(sql`
      insert into search_phrases (brand_code, language, phrase, document, kind, regions, products)
      select brand_code, language, phrase, document, kind, regions, products
      from json_to_recordset(${json}::json) as r(brand_code text, language text, phrase text, document text, kind smallint, regions text[], products integer)`);
  }
}

/**
 * Fills the native search index from the catalogue, in one transaction: every product, or only
 * `productIds` (after they were added, changed or removed). Call it after seeding or importing a
 * catalogue and after each product change; prices are read live by the search, so a price change
 * needs no refresh.
 */
export async function refreshSearchIndex(db: Database, productIds?: readonly number[]): Promise<RefreshOutcome> {
  const some = productIds !== undefined;
  if (some && productIds.length === 0) return { products: 0 };
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const tree = new Map(
      (await tx.select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameAr: categories.nameAr }).from(categories)).map(
        (category) => [category.id, category],
      ),
    );
    const brandNames = new Map((await tx.select().from(brands)).map((brand) => [brand.code, { en: brand.nameEn, ar: brand.nameAr }]));
    const rows = await (some ? tx.select().from(products).where(inArray(products.id, [...productIds])) : tx.select().from(products));
    const links = await (some
      ? tx.select().from(productCategories).where(inArray(productCategories.productId, [...productIds]))
      : tx.select().from(productCategories));
    const categoriesOf = new Map<number, number[]>();
    for (const link of links) categoriesOf.set(link.productId, [...(categoriesOf.get(link.productId) ?? []), link.categoryId]);

    const chosen = sql`(select value::int from json_array_elements_text(${JSON.stringify(productIds ?? [])}::json))`;
    if (some) await tx.execute(sql`delete from product_search where product_id in ${chosen}`);
    else await tx.execute(sql`delete from product_search`);
    await writeRows(tx, rows.map((product) => indexRow(product, categoriesOf.get(product.id) ?? [], tree, brandNames)));

    const words = sql`select distinct word from product_search, unnest(tsvector_to_array(search_vector)) as word where length(word) >= 3`;
    if (some) {
      await tx.execute(sql`insert into search_words (word) ${words} and product_id in ${chosen} on conflict do nothing`);
    } else {
      await tx.execute(sql`delete from search_words`);
      await tx.execute(sql`insert into search_words (word) ${words}`);
    }
    await rebuildPhrases(tx);
    await tx.execute(sql`analyze product_search`);
    return { products: rows.length };
  });
}
