import { inArray, sql } from 'drizzle-orm';
import type { Language } from '@storefront/core/locale';
import { searchDocument, normaliseForSearch } from '@storefront/core/search';
import type { Database } from '../database/database.js';
import { brands, categories, productCategories, products, searchFacetValues } from '../database/schema/index.js';
import { BANDS_MINOR } from './search-statement.js';

/** Rows per INSERT: each batch travels as one JSON parameter. */
const BATCH = 500;
/** Any constant shared by every process refreshing the same database. */
const REFRESH_LOCK_KEY = 7_140_305;
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
  const brandLabel = brandNames.get(product.brandCode) ?? { en: product.brandCode, ar: product.brandCode };
  const stone = product.stone !== null && !DIAMONDS.has(product.stone) ? product.stone : null;
  const diamonds = product.stone !== null && DIAMONDS.has(product.stone) ? product.stone : null;
  // The Arabic label stored beside each value (decision 0019); a value without one is shown as it is.
  const pair = (value: string | null, ar: string | null): Label | null => (value === null ? null : { en: value, ar: ar ?? value });
  const month = product.createdAt.toISOString().slice(0, 7);
  const facets: Record<FacetName, Label | null> = {
    brand: brandLabel,
    type: pair(product.type, product.typeAr),
    metal: pair(product.metal, product.metalAr),
    karat: pair(product.karat, product.karatAr),
    colour: pair(product.colour, product.colourAr),
    stone: pair(stone, product.stoneAr),
    diamonds: pair(diamonds, product.stoneAr),
    collection: pair(product.collection, product.collectionAr),
    charm_family: pair(product.charmFamily, product.charmFamilyAr),
    capsule: pair(product.capsule, product.capsuleAr),
    date_created: { en: month, ar: month },
  };
  const labels = Object.values(facets).filter((label): label is Label => label !== null);
  return {
    row: {
      product_id: product.id,
      sku: product.sku,
      brand_code: product.brandCode,
      name_en: product.nameEn,
      name_ar: product.nameAr,
      name_en_norm: normaliseForSearch(product.nameEn, 'en'),
      name_ar_norm: normaliseForSearch(product.nameAr, 'ar'),
      doc_a: documentOf([product.nameEn, product.nameAr]),
      doc_b: documentOf([
        ...[facets.type, facets.collection, facets.charm_family].flatMap((label) => (label === null ? [] : [label.en, label.ar])),
        ...named.flatMap((category) => [category.nameEn, category.nameAr]),
      ]),
      doc_c: documentOf([
        ...[facets.metal, facets.karat, facets.colour, facets.stone, facets.diamonds, facets.capsule, facets.brand].flatMap((label) =>
          label === null ? [] : [label.en, label.ar],
        ),
        product.sku,
      ]),
      category_ids: all,
      ordinal: 0,
      best_seller_rank: product.bestSellerRank,
      created_at: product.createdAt.toISOString(),
    } as Record<string, unknown>,
    facets,
    labels,
  };
}

/** The price facet's bands in minor units, both ends inclusive, as `search_price_bands` holds them (half-open in whole units, decision 0532). */
function priceBandRows(): { band: number; min_minor: number; max_minor: number }[] {
  return BANDS_MINOR.map((band, index) => ({ band: index, min_minor: band.min, max_minor: band.max }));
}

/** The facets whose values the index holds as ids. */
const FACET_NAMES = ['brand', 'type', 'metal', 'karat', 'colour', 'stone', 'diamonds', 'collection', 'charm_family', 'capsule', 'date_created'] as const;
type FacetName = (typeof FACET_NAMES)[number];
interface Label {
  readonly en: string;
  readonly ar: string;
}

/** Ids for the facet values of the rows, adding the values the dictionary does not hold yet. */
async function facetValueIds(tx: Database, rows: readonly ReturnType<typeof indexRow>[]): Promise<(facet: FacetName, label: Label | null) => number | null> {
  const key = (facet: string, en: string) => `${facet}|${en}`;
  const known = new Map(
    (await tx.select({ id: searchFacetValues.id, facet: searchFacetValues.facet, en: searchFacetValues.valueEn }).from(searchFacetValues)).map((value) => [
      key(value.facet, value.en),
      value.id,
    ]),
  );
  let next = Math.max(0, ...known.values()) + 1;
  const added: { id: number; facet: string; value_en: string; value_ar: string }[] = [];
  for (const { facets } of rows) {
    for (const facet of FACET_NAMES) {
      const label = facets[facet];
      if (label === null || known.has(key(facet, label.en))) continue;
      known.set(key(facet, label.en), next);
      added.push({ id: next, facet, value_en: label.en, value_ar: label.ar });
      next += 1;
    }
  }
  for (let start = 0; start < added.length; start += BATCH) {
    await tx.execute(sql`
      insert into search_facet_values (id, facet, value_en, value_ar)
      select id, facet, value_en, value_ar from json_to_recordset(${JSON.stringify(added.slice(start, start + BATCH))}::json)
        as r(id integer, facet text, value_en text, value_ar text)`);
  }
  return (facet, label) => (label === null ? null : (known.get(key(facet, label.en)) ?? null));
}

const COLUMNS = [
  'product_id integer', 'sku text', 'brand_code text', 'name_en text', 'name_ar text', 'name_en_norm text', 'name_ar_norm text',
  'doc_a text', 'doc_b text', 'doc_c text', 'category_ids integer[]', 'ordinal integer', 'best_seller_rank integer', 'created_at timestamptz',
  ...FACET_NAMES.map((facet) => `${facet === 'date_created' ? 'created_month' : facet}_value integer`),
];
/** The facet value columns a listing row copies from the index row. */
const LISTED_FACETS = FACET_NAMES.map((facet) => `${facet === 'date_created' ? 'created_month' : facet}_value`).join(', ');
const COPIED = COLUMNS.map((column) => column.split(' ')[0]).filter((name) => name !== undefined && !name.startsWith('doc_'));

/** SKU order as `collate "C"` sorts it (byte by byte), the order of a brand's ordinals. */
function bySku(a: ProductRow, b: ProductRow): number {
  return Buffer.compare(Buffer.from(a.sku), Buffer.from(b.sku)) || a.id - b.id;
}

/** The brands as a `varchar[]` parameter. */
function brandArray(brands: readonly string[]) {
  return sql`array(select json_array_elements_text(${JSON.stringify(brands)}::json))::varchar[]`;
}

async function writeRows(tx: Database, indexed: readonly ReturnType<typeof indexRow>[]): Promise<void> {
  const idOf = await facetValueIds(tx, indexed);
  const rows = indexed.map(({ row, facets }) => ({
    ...row,
    ...Object.fromEntries(FACET_NAMES.map((facet) => [`${facet === 'date_created' ? 'created_month' : facet}_value`, idOf(facet, facets[facet])])),
  }));
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
    select ps.brand_code as brand, t.value_en as type_en, t.value_ar as type_ar, c.value_en as collection_en, c.value_ar as collection_ar,
      ps.name_en, ps.name_ar, array(select pp.region from product_prices pp where pp.product_id = ps.product_id order by pp.region) as regions
    from product_search ps
    left join search_facet_values t on t.id = ps.type_value
    left join search_facet_values c on c.id = ps.collection_value`)) as unknown as { rows: Record<string, unknown>[] };
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
    // One refresh at a time: two would hand out the same new facet value ids.
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_KEY})`);
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
    const former = (await tx.execute(
      some ? sql`select distinct brand_code from product_search where product_id in ${chosen}` : sql`select distinct brand_code from product_search`,
    )) as unknown as { rows: { brand_code: string }[] };
    const formerBrands = former.rows.map((row) => row.brand_code);
    if (some) await tx.execute(sql`delete from product_search where product_id in ${chosen}`);
    else await tx.execute(sql`delete from product_search`);
    // A brand's rows side by side in SKU order, numbered as the brand's bitmaps count them.
    const ordered = [...rows].sort((a, b) => (a.brandCode < b.brandCode ? -1 : a.brandCode > b.brandCode ? 1 : bySku(a, b)));
    const ordinals = new Map<string, number>();
    const indexed = ordered.map((product) => {
      const entry = indexRow(product, categoriesOf.get(product.id) ?? [], tree, brandNames);
      const ordinal = ordinals.get(product.brandCode) ?? 0;
      ordinals.set(product.brandCode, ordinal + 1);
      return { ...entry, row: { ...entry.row, ordinal } };
    });
    await writeRows(tx, indexed);
    // After a partial refresh the brand's other products move up or down; a full one changes nothing here.
    const affected = [...new Set([...formerBrands, ...rows.map((product) => product.brandCode)])];
    await tx.execute(sql`select search_number_products(${brandArray(affected)})`);

    // The narrow listing rows, one per region that prices the product, a region's brand side by side.
    const listed = sql`
      insert into search_listings (region, product_id, brand_code, sku, price_minor, sale_percent, name_en_norm, name_ar_norm, best_seller_rank,
        created_at, ${sql.raw(LISTED_FACETS)}, category_ids, ordinal)
      select pp.region, ps.product_id, ps.brand_code, ps.sku, coalesce(pp.sale_price_minor, pp.price_minor), pp.sale_percent, ps.name_en_norm,
        ps.name_ar_norm, ps.best_seller_rank, ps.created_at, ${sql.raw(LISTED_FACETS.split(', ').map((name) => `ps.${name}`).join(', '))}, ps.category_ids,
        ps.ordinal
      from product_search ps join product_prices pp on pp.product_id = ps.product_id`;
    await tx.execute(some ? sql`${listed} where ps.product_id in ${chosen} order by pp.region, ps.brand_code, ps.ordinal` : sql`${listed} order by pp.region, ps.brand_code, ps.ordinal`);

    // The bitmaps a search counts with (decision 0506): the brands' facet values, categories and
    // words (decision 0507) and their weights (decision 0511), and per region the products priced there and their price bands.
    await tx.execute(sql`delete from search_price_bands`);
    await tx.execute(sql`
      insert into search_price_bands (band, min_minor, max_minor)
      select band, min_minor, max_minor from json_to_recordset(${JSON.stringify(priceBandRows())}::json) as r(band smallint, min_minor integer, max_minor integer)`);
    await tx.execute(sql`select search_build_brand_bitmaps(${brandArray(affected)})`);
    await tx.execute(sql`select search_build_word_bitmaps(${brandArray(affected)})`);
    await tx.execute(sql`select search_build_word_weights(${brandArray(affected)})`);
    await tx.execute(sql`delete from search_region_bitmaps where brand_code = any(${brandArray(affected)})`);
    await tx.execute(sql`
      select search_build_region_bitmaps(array_agg(p.region), array_agg(p.brand_code))
      from (select distinct region, brand_code from search_listings where brand_code = any(${brandArray(affected)})) p`);

    const words = sql`select distinct word from product_search, unnest(tsvector_to_array(search_vector)) as word where length(word) >= 3 and word !~ '[0-9]'`;
    if (some) {
      await tx.execute(sql`insert into search_words (word) ${words} and product_id in ${chosen} on conflict do nothing`);
    } else {
      await tx.execute(sql`delete from search_words`);
      await tx.execute(sql`insert into search_words (word) ${words}`);
    }
    await rebuildPhrases(tx);
    // Rows written in bulk wait in their GIN indexes' pending lists, which every text search scans
    // until a vacuum merges them (7 ms of a free-text search at 20,000 products; PGlite never
    // vacuums): merge them now.
    await tx.execute(sql`
      select gin_clean_pending_list(i.indexrelid) from pg_index i
      join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
      where am.amname = 'gin' and i.indrelid in ('product_search'::regclass, 'search_words'::regclass, 'search_phrases'::regclass)`);
    await tx.execute(sql`analyze product_search`);
    await tx.execute(sql`analyze search_listings`);
    return { products: rows.length };
  });
}
