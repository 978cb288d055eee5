import { sql, type SQL } from 'drizzle-orm';
import type { DomainSort, FacetFilters, FacetKey, FilterFacet, Language, Region } from '@storefront/core';
import { tsqueryText, type TextQuery } from './text-query.js';

/** A filter dimension: the facets that select on it, and the index facets and columns that hold its values. */
interface Dimension {
  readonly id: string;
  readonly keys: readonly FilterFacet[];
  readonly facets: readonly string[];
  readonly columns: readonly string[];
}

/** Gemstones are one dimension: a shopper asking for Diamonds or Emerald wants either (decision 0502). */
export const DIMENSIONS: readonly Dimension[] = [
  { id: 'brand', keys: ['brand', 'brand_ar'], facets: ['brand'], columns: ['brand_value'] },
  { id: 'type', keys: ['type', 'type_ar'], facets: ['type'], columns: ['type_value'] },
  { id: 'metal', keys: ['metal'], facets: ['metal'], columns: ['metal_value'] },
  { id: 'karat', keys: ['metal_karat', 'metal_karat_ar'], facets: ['karat'], columns: ['karat_value'] },
  { id: 'colour', keys: ['metal_color', 'metal_color_ar'], facets: ['colour'], columns: ['colour_value'] },
  { id: 'gem', keys: ['stone', 'stone_ar', 'diamonds'], facets: ['stone', 'diamonds'], columns: ['stone_value', 'diamonds_value'] },
  { id: 'collection', keys: ['collection', 'collection_ar'], facets: ['collection'], columns: ['collection_value'] },
  { id: 'charm', keys: ['charm_family', 'charm_family_ar'], facets: ['charm_family'], columns: ['charm_family_value'] },
];

/** A facet counted by grouping on one index column, listed under the request language's key. */
export interface GroupedFacet {
  readonly key: Readonly<Record<Language, FacetKey>>;
  /** Its name in `search_facet_values`. */
  readonly facet: string;
  readonly column: string;
  /** The dimension whose own filter the counts leave out; none for facets nobody filters on. */
  readonly dimension?: string;
}

export const GROUPED_FACETS: readonly GroupedFacet[] = [
  { key: { en: 'brand', ar: 'brand_ar' }, facet: 'brand', column: 'brand_value', dimension: 'brand' },
  { key: { en: 'type', ar: 'type_ar' }, facet: 'type', column: 'type_value', dimension: 'type' },
  { key: { en: 'metal', ar: 'metal' }, facet: 'metal', column: 'metal_value', dimension: 'metal' },
  { key: { en: 'metal_karat', ar: 'metal_karat_ar' }, facet: 'karat', column: 'karat_value', dimension: 'karat' },
  { key: { en: 'metal_color', ar: 'metal_color_ar' }, facet: 'colour', column: 'colour_value', dimension: 'colour' },
  { key: { en: 'stone', ar: 'stone_ar' }, facet: 'stone', column: 'stone_value', dimension: 'gem' },
  { key: { en: 'diamonds', ar: 'diamonds' }, facet: 'diamonds', column: 'diamonds_value', dimension: 'gem' },
  { key: { en: 'collection', ar: 'collection_ar' }, facet: 'collection', column: 'collection_value', dimension: 'collection' },
  { key: { en: 'charm_family', ar: 'charm_family_ar' }, facet: 'charm_family', column: 'charm_family_value', dimension: 'charm' },
  { key: { en: 'capsule_type', ar: 'capsule_type' }, facet: 'capsule', column: 'capsule_value' },
  { key: { en: 'date_created', ar: 'date_created' }, facet: 'date_created', column: 'created_month_value' },
];

/** Price bands of the price facet, in whole units, as the listing paths write them. */
export const PRICE_BANDS: readonly { readonly min?: number; readonly max?: number }[] = [
  { max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 5000 },
  { min: 5000, max: 10_000 },
  { min: 10_000, max: 20_000 },
  { min: 20_000, max: 50_000 },
  { min: 50_000 },
];

export interface StatementInput {
  readonly region: Region;
  readonly language: Language;
  readonly brand: string;
  readonly categoryId?: number;
  /** Set when the request has a category no catalogue holds: nothing can match. */
  readonly impossible: boolean;
  readonly text?: TextQuery;
  /** Match the text against the names by trigram similarity rather than by words (the typo fall-back). */
  readonly byName?: boolean;
  readonly filters: FacetFilters;
  readonly priceMinor: { readonly min: number; readonly max: number };
  readonly sort: DomainSort;
  readonly start: number;
  readonly rows: number;
  /** Without facets, the statement only pages (type-ahead products). */
  readonly facets: boolean;
  readonly facetOptionLimit: number;
}

/** The selected values of a dimension, over all its facet keys and both languages. */
export function selectedValues(filters: FacetFilters, dimension: Dimension): readonly string[] {
  return [...new Set(dimension.keys.flatMap((key) => filters[key] ?? []))];
}

function dimensionCondition(dimension: Dimension, values: readonly string[]): SQL {
  const wanted = sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
  const facets = sql`array(select json_array_elements_text(${JSON.stringify(dimension.facets)}::json))`;
  const ids = sql`array(select v.id from search_facet_values v where v.facet = any(${facets}) and (v.value_en = any(${wanted}) or v.value_ar = any(${wanted})))`;
  return sql`coalesce(${sql.join(dimension.columns.map((name) => sql`${sql.raw(`l.${name}`)} = any(${ids})`), sql` or `)}, false)`;
}

/**
 * The page's order. `alias` names the row the keys are read from: the candidates (`b`, where the
 * price is `price`) or a listing row itself (`l`, where it is `price_minor`), which the listing
 * indexes of migration 0004 hold in these orders.
 */
function orderBy(input: StatementInput, alias: 'b' | 'l' = 'b'): SQL {
  const name = input.language === 'ar' ? 'name_ar_norm' : 'name_en_norm';
  const key = (column: string) => `${alias}.${column}`;
  const price = key(alias === 'b' ? 'price' : 'price_minor');
  const sku = `${key('sku')} collate "C"`;
  switch (input.sort) {
    case 'RELEVANCE':
      return sql.raw(input.text === undefined ? `${key('best_seller_rank')} asc nulls last, ${key('created_at')} desc, ${sku}` : `${key('score')} desc, ${sku}`);
    case 'NAME_ASC':
      return sql.raw(`${key(name)} collate "C" asc, ${sku}`);
    case 'PRICE_ASC':
      return sql.raw(`${price} asc, ${sku}`);
    case 'PRICE_DESC':
      return sql.raw(`${price} desc, ${sku}`);
    case 'NEW_ARRIVAL_DESC':
      return sql.raw(`${key('created_at')} desc, ${sku}`);
    case 'SALE_PERCENTAGE_DESC':
      return sql.raw(`${key('sale_percent')} desc, ${sku}`);
    case 'BEST_SELLING':
      return sql.raw(`${key('best_seller_rank')} asc nulls last, ${sku}`);
  }
}

/** The index version the statement read (same snapshot as its rows): what kept facet counts are checked against. */
const VERSION = sql`(select v.version from search_index_version v where v.id = 1)`;

/** The price facet's bands a price falls in, as an array of band indexes (a shared end falls in both). */
function bandsOf(price: SQL): SQL {
  const cases = PRICE_BANDS.map((band, index) => {
    const min = (band.min ?? 0) * 100;
    const max = band.max === undefined ? 2_147_483_647 : band.max * 100;
    return sql`case when ${price} between ${min} and ${max} then ${sql.raw(String(index))} end`;
  });
  return sql`array_remove(array[${sql.join(cases, sql`, `)}]::int[], null)`;
}

/**
 * One statement for a results page with its facets: the candidates (the region's listing rows of
 * the brand, in the category, matching the text in the index) carry one flag per active filter dimension; the page and the total take the rows that
 * pass them all, and each facet counts the rows that pass all but its own dimension (disjunctive
 * faceting). Every facet, the price bands, the categories and the total come from a single
 * grouping-sets pass over the candidates (decision 0502); categories and bands are grouped as
 * arrays (few distinct ones) and unnested only afterwards.
 */
export function searchStatement(input: StatementInput): { statement: SQL; active: readonly string[] } {
  const active = DIMENSIONS.filter((dimension) => selectedValues(input.filters, dimension).length > 0);
  const price = sql`l.price_minor`;
  const flags = [
    ...active.map((dimension) => sql`${dimensionCondition(dimension, selectedValues(input.filters, dimension))} as ${sql.raw(`f_${dimension.id}`)}`),
    sql`${price} between ${input.priceMinor.min} and ${input.priceMinor.max} as f_price`,
  ];
  const ids = ['price', ...active.map((dimension) => dimension.id)];
  const fails = sql.raw(ids.map((id) => `(not c.f_${id})::int`).join(' + '));
  const text = input.text;
  const tsquery = text === undefined ? undefined : sql`to_tsquery('simple', ${tsqueryText(text)})`;
  const name = sql.raw(text?.arabic === true ? 'ps.name_ar_norm' : 'ps.name_en_norm');

  const where: SQL[] = [sql`l.region = ${input.region}`, sql`l.brand_code = ${input.brand}`];
  if (input.impossible) where.push(sql`false`);
  if (input.categoryId !== undefined) where.push(sql`l.category_ids @> array[${input.categoryId}::int]`);
  // Words first (GIN on the tsvector); a text no word matches is compared with the names by
  // trigrams instead (GIN on the name), which would cost a scan of every name if ORed in.
  if (tsquery !== undefined && input.byName !== true) where.push(sql`ps.search_vector @@ ${tsquery}`);
  if (text !== undefined && input.byName === true) where.push(sql`${text.normalised} <<% ${name}`);
  const score =
    tsquery === undefined || text === undefined || input.sort !== 'RELEVANCE'
      ? sql`0::real`
      : input.byName === true
        ? sql`strict_word_similarity(${text.normalised}, ${name})`
        : sql`ts_rank(ps.search_vector, ${tsquery})`;

  // Only the columns the rest of the statement reads: the page's sort keys, and the facets when counted.
  const sortName = input.language === 'ar' ? 'name_ar_norm' : 'name_en_norm';
  const carried = ['product_id', 'sku', 'best_seller_rank', 'created_at', sortName, ...(input.facets ? [...GROUPED_FACETS.map((facet) => facet.column), 'category_ids'] : [])];
  const base = sql`
    with b as materialized (
      select c.*, ${fails} as fails from (
        select ${sql.raw(carried.map((name) => `l.${name}`).join(', '))},
          ${price} as price, l.sale_percent, ${score} as score${input.facets ? sql`, ${bandsOf(price)} as bands` : sql``},
          ${sql.join(flags, sql`, `)}
        from search_listings l${text === undefined ? sql`` : sql` join product_search ps on ps.product_id = l.product_id and ps.brand_code = ${input.brand}`}
        where ${sql.join(where, sql` and `)}
      ) c
      where ${fails} <= 1
    )`;
  const page = sql`(select coalesce(json_agg(p.product_id), '[]'::json) from (
      select b.product_id from b where b.fails = 0 order by ${orderBy(input)} limit ${input.rows} offset ${input.start}) p)`;
  if (!input.facets) {
    const total = sql`(select count(*)::int from b where b.fails = 0)`;
    return { statement: sql`${base} select ${total} as total, ${page} as page, ${VERSION} as version`, active: ids };
  }

  const counts = [
    sql`count(*) filter (where b.fails = 0)::int as c_all`,
    ...ids.map((id) => sql`count(*) filter (where b.fails = 0 or not b.${sql.raw(`f_${id}`)})::int as ${sql.raw(`c_${id}`)}`),
  ];
  // In each facet's grouping set only its own column is not null, so coalesce names the value counted.
  const values = sql.raw(GROUPED_FACETS.map((facet) => `b.${facet.column}`).join(', '));
  const sets = sql.raw([...GROUPED_FACETS.map((facet) => `(b.${facet.column})`), '(b.category_ids)', '(b.bands)', '()'].join(', '));
  const grouped = sql`,
    g as materialized (
      select coalesce(${values}) as value_id, b.category_ids, b.bands,
        grouping(b.category_ids) = 0 as by_category, grouping(b.bands) = 0 as by_band,
        grouping(${values}, b.category_ids, b.bands) = ${(1 << (GROUPED_FACETS.length + 2)) - 1} as overall,
        ${sql.join(counts, sql`, `)}
      from b group by grouping sets (${sets})
    )`;
  const total = sql`(select coalesce(sum(g.c_all), 0)::int from g where g.overall)`;
  const facetValues = sql`(select coalesce(json_agg(x), '[]'::json) from (
      select v.facet, v.value_en as en, v.value_ar as ar, ${sql.raw(['c_all', ...ids.map((id) => `c_${id}`)].map((name) => `g.${name}`).join(', '))}
      from g join search_facet_values v on v.id = g.value_id) x)`;
  const prices = sql`(select json_build_array(${sql.join(
    PRICE_BANDS.map((_, index) => sql`coalesce(sum(g.c_price) filter (where ${sql.raw(String(index))} = any(g.bands)), 0)::int`),
    sql`, `,
  )}) from g where g.by_band)`;
  const categoryFacet = sql`(select coalesce(json_agg(json_build_array(c.slug_en, c.slug_ar, x.count)), '[]'::json) from (
      select u.cid, sum(g.c_all)::int as count from g, unnest(g.category_ids) as u(cid) where g.by_category and g.c_all > 0 group by u.cid) x
      join categories c on c.id = x.cid)`;
  const skus = sql`(select coalesce(json_agg(s.sku), '[]'::json) from (
      select b.sku from b where b.fails = 0 order by b.sku collate "C" limit ${input.facetOptionLimit}) s)`;
  return {
    statement: sql`${base}${grouped} select ${total} as total, ${page} as page, ${facetValues} as grouped, ${prices} as prices, ${categoryFacet} as categories, ${skus} as skus, ${VERSION} as version`,
    active: ids,
  };
}

/**
 * Only the page of a listing without text, straight from `search_listings` in the page's order:
 * with the listing indexes (migration 0004) a page reads about `start + rows` index entries instead
 * of every listing of the brand. It answers no total and no counts: the search takes them from the
 * counts it keeps when they were counted at the version this statement read (decision 0505).
 */
export function pageStatement(input: StatementInput): { statement: SQL; active: readonly string[] } {
  if (input.text !== undefined) throw new Error('A text search pages through searchStatement');
  const active = DIMENSIONS.filter((dimension) => selectedValues(input.filters, dimension).length > 0);
  const where: SQL[] = [
    sql`l.region = ${input.region}`,
    sql`l.brand_code = ${input.brand}`,
    sql`l.price_minor between ${input.priceMinor.min} and ${input.priceMinor.max}`,
    ...active.map((dimension) => dimensionCondition(dimension, selectedValues(input.filters, dimension))),
  ];
  if (input.impossible) where.push(sql`false`);
  if (input.categoryId !== undefined) where.push(sql`l.category_ids @> array[${input.categoryId}::int]`);
  const page = sql`(select coalesce(json_agg(p.product_id), '[]'::json) from (
      select l.product_id from search_listings l where ${sql.join(where, sql` and `)}
      order by ${orderBy(input, 'l')} limit ${input.rows} offset ${input.start}) p)`;
  return { statement: sql`select ${page} as page, ${VERSION} as version`, active: ['price', ...active.map((dimension) => dimension.id)] };
}
