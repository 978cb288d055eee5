import { sql, type SQL } from 'drizzle-orm';
import type { DomainSort, FacetFilters, FacetKey, FilterFacet, Language, Region } from '@storefront/core';
import { tsqueryText, type TextQuery } from './text-query.js';

/** The index columns a search carries from its candidates to its page and facets (not the tsvector). */
const CARRIED = [
  'product_id', 'sku', 'name_en_norm', 'name_ar_norm', 'category_ids', 'best_seller_rank', 'created_at',
  ...[['brand_en', 'brand_ar'], ['type_en', 'type_ar'], ['metal_en', 'metal_ar'], ['karat_en', 'karat_ar'], ['colour_en', 'colour_ar'],
    ['stone_en', 'stone_ar'], ['diamonds_en', 'diamonds_ar'], ['collection_en', 'collection_ar'], ['charm_family_en', 'charm_family_ar'],
    ['capsule_en', 'capsule_ar']].flat(),
];

/** A filter dimension: the facets that select on it, and the columns that hold its values. */
interface Dimension {
  readonly id: string;
  readonly keys: readonly FilterFacet[];
  readonly columns: readonly (readonly [en: string, ar: string])[];
}

/** Gemstones are one dimension: a shopper asking for Diamonds or Emerald wants either (decision 0502). */
export const DIMENSIONS: readonly Dimension[] = [
  { id: 'brand', keys: ['brand', 'brand_ar'], columns: [['brand_en', 'brand_ar']] },
  { id: 'type', keys: ['type', 'type_ar'], columns: [['type_en', 'type_ar']] },
  { id: 'metal', keys: ['metal'], columns: [['metal_en', 'metal_ar']] },
  { id: 'karat', keys: ['metal_karat', 'metal_karat_ar'], columns: [['karat_en', 'karat_ar']] },
  { id: 'colour', keys: ['metal_color', 'metal_color_ar'], columns: [['colour_en', 'colour_ar']] },
  { id: 'gem', keys: ['stone', 'stone_ar', 'diamonds'], columns: [['stone_en', 'stone_ar'], ['diamonds_en', 'diamonds_ar']] },
  { id: 'collection', keys: ['collection', 'collection_ar'], columns: [['collection_en', 'collection_ar']] },
  { id: 'charm', keys: ['charm_family', 'charm_family_ar'], columns: [['charm_family_en', 'charm_family_ar']] },
];

/** A facet counted by grouping on a pair of columns, listed under the request language's key. */
export interface GroupedFacet {
  readonly key: Readonly<Record<Language, FacetKey>>;
  readonly columns: readonly [en: string, ar: string];
  /** The dimension whose own filter the counts leave out; none for facets nobody filters on. */
  readonly dimension?: string;
}

export const GROUPED_FACETS: readonly GroupedFacet[] = [
  { key: { en: 'brand', ar: 'brand_ar' }, columns: ['brand_en', 'brand_ar'], dimension: 'brand' },
  { key: { en: 'type', ar: 'type_ar' }, columns: ['type_en', 'type_ar'], dimension: 'type' },
  { key: { en: 'metal', ar: 'metal' }, columns: ['metal_en', 'metal_ar'], dimension: 'metal' },
  { key: { en: 'metal_karat', ar: 'metal_karat_ar' }, columns: ['karat_en', 'karat_ar'], dimension: 'karat' },
  { key: { en: 'metal_color', ar: 'metal_color_ar' }, columns: ['colour_en', 'colour_ar'], dimension: 'colour' },
  { key: { en: 'stone', ar: 'stone_ar' }, columns: ['stone_en', 'stone_ar'], dimension: 'gem' },
  { key: { en: 'diamonds', ar: 'diamonds' }, columns: ['diamonds_en', 'diamonds_ar'], dimension: 'gem' },
  { key: { en: 'collection', ar: 'collection_ar' }, columns: ['collection_en', 'collection_ar'], dimension: 'collection' },
  { key: { en: 'charm_family', ar: 'charm_family_ar' }, columns: ['charm_family_en', 'charm_family_ar'], dimension: 'charm' },
  { key: { en: 'capsule_type', ar: 'capsule_type' }, columns: ['capsule_en', 'capsule_ar'] },
  { key: { en: 'date_created', ar: 'date_created' }, columns: ['created_month', 'created_month'] },
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
  const list = JSON.stringify(values);
  const wanted = sql`array(select json_array_elements_text(${list}::json))`;
  const tests = dimension.columns.flatMap(([en, ar]) => [sql`${sql.raw(`ps.${en}`)} = any(${wanted})`, sql`${sql.raw(`ps.${ar}`)} = any(${wanted})`]);
  return sql`coalesce(${sql.join(tests, sql` or `)}, false)`;
}

function orderBy(input: StatementInput): SQL {
  const name = input.language === 'ar' ? 'name_ar_norm' : 'name_en_norm';
  switch (input.sort) {
    case 'RELEVANCE':
      return input.text === undefined ? sql`b.best_seller_rank asc nulls last, b.created_at desc, b.sku` : sql`b.score desc, b.sku`;
    case 'NAME_ASC':
      return sql`${column(name)} asc, b.sku`;
    case 'PRICE_ASC':
      return sql`b.price asc, b.sku`;
    case 'PRICE_DESC':
      return sql`b.price desc, b.sku`;
    case 'NEW_ARRIVAL_DESC':
      return sql`b.created_at desc, b.sku`;
    case 'SALE_PERCENTAGE_DESC':
      return sql`b.sale_percent desc, b.sku`;
    case 'BEST_SELLING':
      return sql`b.best_seller_rank asc nulls last, b.sku`;
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
  const typoBranch = text !== undefined && text.normalised.length >= 4 ? sql` or ${text.normalised} <<% ${name}` : sql``;
  const where: SQL[] = [sql`ps.brand_code = ${input.brand}`];
  if (input.impossible) where.push(sql`false`);
  if (input.categoryId !== undefined) where.push(sql`ps.category_ids @> array[${input.categoryId}::int]`);
  if (tsquery !== undefined) where.push(sql`(ps.search_vector @@ ${tsquery}${typoBranch})`);
  const score =
    tsquery !== undefined && text !== undefined && input.sort === 'RELEVANCE'
      ? sql`ts_rank(ps.search_vector, ${tsquery}) + strict_word_similarity(${text.normalised}, ${name})`
      : sql`0::real`;

  const base = sql`
    with candidates as materialized (
      select ${sql.raw(CARRIED.map((name) => `ps.${name}`).join(', '))}, to_char(ps.created_at at time zone 'UTC', 'YYYY-MM') as created_month,
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
  const groupedColumns = GROUPED_FACETS.flatMap((facet) => facet.columns.map((name) => column(name)));
  const sets = sql.join(
    GROUPED_FACETS.map((facet) => sql`(${column(facet.columns[0])}, ${column(facet.columns[1])})`),
    sql`, `,
  );
  const grouped = sql`(select coalesce(json_agg(g), '[]'::json) from (
      select grouping(${sql.join(groupedColumns, sql`, `)})::bigint as grouping_mask,
        ${sql.join(GROUPED_FACETS.map((facet, index) => sql`${column(facet.columns[0])} as ${sql.raw(`v${index}_en`)}, ${column(facet.columns[1])} as ${sql.raw(`v${index}_ar`)}`), sql`, `)},
        ${sql.join([sql`count(*) filter (where b.fails = 0)::int as c_all`, ...(active.length > 0 ? [counts] : [])], sql`, `)}
      from b group by grouping sets (${sets})) g)`;
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
      select cid, count(*)::int as count from b, unnest(b.category_ids) as cid where b.fails = 0 group by cid) x
      join categories c on c.id = x.cid)`;
  const skus = sql`(select coalesce(json_agg(s.sku), '[]'::json) from (
      select b.sku from b where b.fails = 0 order by b.sku limit ${input.facetOptionLimit}) s)`;
  return {
    statement: sql`${base} select ${total} as total, ${page} as page, ${grouped} as grouped, ${prices} as prices, ${categoryFacet} as categories, ${skus} as skus`,
    active: ids,
  };
}
