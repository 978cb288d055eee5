import { sql, type SQL } from 'drizzle-orm';
import type { DomainSort, FacetFilters, FacetKey, FilterFacet, Language, Region } from '@storefront/core';
import { tsqueryText, type TextQuery } from './text-query.js';

/** The index columns a search carries from its candidates to its page and facets (not the tsvector). */
const CARRIED = [
  'product_id', 'sku', 'name_en_norm', 'name_ar_norm', 'category_ids', 'best_seller_rank', 'created_at', 'brand_value', 'type_value',
  'metal_value', 'karat_value', 'colour_value', 'stone_value', 'diamonds_value', 'collection_value', 'charm_family_value', 'capsule_value',
  'created_month_value',
];

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

function column(name: string): SQL {
  return sql.raw(`b.${name}`);
}

function dimensionCondition(dimension: Dimension, values: readonly string[]): SQL {
  const wanted = sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
  const facets = sql`array(select json_array_elements_text(${JSON.stringify(dimension.facets)}::json))`;
  const ids = sql`array(select v.id from search_facet_values v where v.facet = any(${facets}) and (v.value_en = any(${wanted}) or v.value_ar = any(${wanted})))`;
  return sql`coalesce(${sql.join(dimension.columns.map((name) => sql`${sql.raw(`ps.${name}`)} = any(${ids})`), sql` or `)}, false)`;
}

function orderBy(input: StatementInput): SQL {
  const name = input.language === 'ar' ? 'name_ar_norm' : 'name_en_norm';
  switch (input.sort) {
    case 'RELEVANCE':
      return input.text === undefined ? sql`b.best_seller_rank asc nulls last, b.created_at desc, b.sku collate "C"` : sql`b.score desc, b.sku collate "C"`;
    case 'NAME_ASC':
      return sql`${column(name)} collate "C" asc, b.sku collate "C"`;
    case 'PRICE_ASC':
      return sql`b.price asc, b.sku collate "C"`;
    case 'PRICE_DESC':
      return sql`b.price desc, b.sku collate "C"`;
    case 'NEW_ARRIVAL_DESC':
      return sql`b.created_at desc, b.sku collate "C"`;
    case 'SALE_PERCENTAGE_DESC':
      return sql`b.sale_percent desc, b.sku collate "C"`;
    case 'BEST_SELLING':
      return sql`b.best_seller_rank asc nulls last, b.sku collate "C"`;
  }
}

/**
 * One statement for a results page with its facets: the candidates (region, brand, category,
 * text) carry one flag per active filter dimension; the page and the total take the rows that
 * pass them all, and each facet counts the rows that pass all but its own dimension (disjunctive
 * faceting) in a single grouping-sets pass (decision 0502).
 */
export function searchStatement(input: StatementInput): { statement: SQL; active: readonly string[] } {
  const active = DIMENSIONS.filter((dimension) => selectedValues(input.filters, dimension).length > 0);
  const flags = [
    ...active.map((dimension) => sql`${dimensionCondition(dimension, selectedValues(input.filters, dimension))} as ${sql.raw(`f_${dimension.id}`)}`),
    sql`coalesce(pp.sale_price_minor, pp.price_minor) between ${input.priceMinor.min} and ${input.priceMinor.max} as f_price`,
  ];
  const ids = ['price', ...active.map((dimension) => dimension.id)];
  const fails = sql.raw(ids.map((id) => `(not f_${id})::int`).join(' + '));
  const text = input.text;
  const tsquery = text === undefined ? undefined : sql`to_tsquery('simple', ${tsqueryText(text)})`;
  const name = sql.raw(text?.arabic === true ? 'ps.name_ar_norm' : 'ps.name_en_norm');

  const where: SQL[] = [sql`ps.brand_code = ${input.brand}`];
  if (input.impossible) where.push(sql`false`);
  if (input.categoryId !== undefined) where.push(sql`ps.category_ids @> array[${input.categoryId}::int]`);
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

  const base = sql`
    with candidates as materialized (
      select ${sql.raw(CARRIED.map((name) => `ps.${name}`).join(', '))},
        coalesce(pp.sale_price_minor, pp.price_minor) as price, pp.sale_percent, ${score} as score,
        ${sql.join(flags, sql`, `)}
      from product_search ps
      join product_prices pp on pp.product_id = ps.product_id and pp.region = ${input.region}
      where ${sql.join(where, sql` and `)}
    ),
    b as materialized (select c.*, ${fails} as fails from candidates c where ${fails} <= 1)`;
  const page = sql`(select coalesce(json_agg(p.product_id), '[]'::json) from (
      select b.product_id from b where b.fails = 0 order by ${orderBy(input)} limit ${input.rows} offset ${input.start}) p)`;
  const total = sql`(select count(*)::int from b where b.fails = 0)`;
  if (!input.facets) return { statement: sql`${base} select ${total} as total, ${page} as page`, active: ids };

  const counts = sql.join(
    active.map((dimension) => dimension.id).map((id) => sql`count(*) filter (where b.fails = 0 or (b.fails = 1 and not b.${sql.raw(`f_${id}`)}))::int as ${sql.raw(`c_${id}`)}`),
    sql`, `,
  );
  // In each grouping set only its own column is not null, so coalesce names the value counted.
  const values = sql.raw(GROUPED_FACETS.map((facet) => `b.${facet.column}`).join(', '));
  const sets = sql.raw(GROUPED_FACETS.map((facet) => `(b.${facet.column})`).join(', '));
  const grouped = sql`(select coalesce(json_agg(x), '[]'::json) from (
      select v.facet, v.value_en as en, v.value_ar as ar, g.* from (
        select coalesce(${values}) as value_id,
          ${sql.join([sql`count(*) filter (where b.fails = 0)::int as c_all`, ...(active.length > 0 ? [counts] : [])], sql`, `)}
        from b group by grouping sets (${sets})) g
      join search_facet_values v on v.id = g.value_id) x)`;
  const bands = sql.join(
    PRICE_BANDS.map((band) => {
      const min = (band.min ?? 0) * 100;
      const max = band.max === undefined ? 2_147_483_647 : band.max * 100;
      return sql`count(*) filter (where b.price between ${min} and ${max} and (b.fails = 0 or not b.f_price))::int`;
    }),
    sql`, `,
  );
  const prices = sql`(select json_build_array(${bands}) from b)`;
  const categoryFacet = sql`(select coalesce(json_agg(json_build_array(c.slug_en, c.slug_ar, x.count)), '[]'::json) from (
      select u.cid, count(*)::int as count from (select unnest(b.category_ids) as cid from b where b.fails = 0) u group by u.cid) x
      join categories c on c.id = x.cid)`;
  const skus = sql`(select coalesce(json_agg(s.sku), '[]'::json) from (
      select b.sku from b where b.fails = 0 order by b.sku collate "C" limit ${input.facetOptionLimit}) s)`;
  return {
    statement: sql`${base} select ${total} as total, ${page} as page, ${grouped} as grouped, ${prices} as prices, ${categoryFacet} as categories, ${skus} as skus`,
    active: ids,
  };
}
