import { sql, type SQL } from 'drizzle-orm';
import type { Language, Region } from '@storefront/core/locale';
import {
  MAX_PRICE_MINOR,
  PRICE_BANDS,
  priceBoundsMinor,
  type DomainSort,
  type FacetFilters,
  type FacetKey,
  type FilterFacet,
  type RelevanceRule,
} from '@storefront/core/search';
import { clauseOptions, tsqueryText, tsqueryWordsText, type QueryWord, type TextQuery } from './text-query.js';

/** A filter dimension: the facets that select on it, and the index facets that hold its values. */
interface Dimension {
  readonly id: string;
  readonly keys: readonly FilterFacet[];
  readonly facets: readonly string[];
}

/** Gemstones are one dimension: a shopper asking for Diamonds or Emerald wants either (decision 0502). */
export const DIMENSIONS: readonly Dimension[] = [
  { id: 'brand', keys: ['brand', 'brand_ar'], facets: ['brand'] },
  { id: 'type', keys: ['type', 'type_ar'], facets: ['type'] },
  { id: 'metal', keys: ['metal'], facets: ['metal'] },
  { id: 'karat', keys: ['metal_karat', 'metal_karat_ar'], facets: ['karat'] },
  { id: 'colour', keys: ['metal_color', 'metal_color_ar'], facets: ['colour'] },
  { id: 'gem', keys: ['stone', 'stone_ar', 'diamonds'], facets: ['stone', 'diamonds'] },
  { id: 'collection', keys: ['collection', 'collection_ar'], facets: ['collection'] },
  { id: 'charm', keys: ['charm_family', 'charm_family_ar'], facets: ['charm_family'] },
];

/** A facet whose values `search_facet_values` holds, listed under the request language's key. */
export interface GroupedFacet {
  readonly key: Readonly<Record<Language, FacetKey>>;
  /** Its name in `search_facet_values`. */
  readonly facet: string;
  /** The dimension whose own filter the counts leave out; none for facets nobody filters on. */
  readonly dimension?: string;
}

export const GROUPED_FACETS: readonly GroupedFacet[] = [
  { key: { en: 'brand', ar: 'brand_ar' }, facet: 'brand', dimension: 'brand' },
  { key: { en: 'type', ar: 'type_ar' }, facet: 'type', dimension: 'type' },
  { key: { en: 'metal', ar: 'metal' }, facet: 'metal', dimension: 'metal' },
  { key: { en: 'metal_karat', ar: 'metal_karat_ar' }, facet: 'karat', dimension: 'karat' },
  { key: { en: 'metal_color', ar: 'metal_color_ar' }, facet: 'colour', dimension: 'colour' },
  { key: { en: 'stone', ar: 'stone_ar' }, facet: 'stone', dimension: 'gem' },
  { key: { en: 'diamonds', ar: 'diamonds' }, facet: 'diamonds', dimension: 'gem' },
  { key: { en: 'collection', ar: 'collection_ar' }, facet: 'collection', dimension: 'collection' },
  { key: { en: 'charm_family', ar: 'charm_family_ar' }, facet: 'charm_family', dimension: 'charm' },
  { key: { en: 'capsule_type', ar: 'capsule_type' }, facet: 'capsule' },
  { key: { en: 'date_created', ar: 'date_created' }, facet: 'date_created' },
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
  /** Inclusive bounds in minor units (`priceBoundsMinor` of the request's half-open range). */
  readonly priceMinor: { readonly min: number; readonly max: number };
  readonly sort: DomainSort;
  /** The core's rule for text in relevance order (decision 0512). */
  readonly relevance: RelevanceRule;
  readonly start: number;
  readonly rows: number;
  /** Without facets, the statement answers only the page and the total (type-ahead products). */
  readonly facets: boolean;
  readonly facetOptionLimit: number;
  /** From how many hits a text ranked by its words' weights is ranked per class (`MIN_WEIGHTED_HITS` unless set). */
  readonly weightedFrom?: number;
}

/** The selected values of a dimension, over all its facet keys and both languages. */
export function selectedValues(filters: FacetFilters, dimension: Dimension): readonly string[] {
  return [...new Set(dimension.keys.flatMap((key) => filters[key] ?? []))];
}

/** A JSON array parameter read as a `text[]`. */
function textArray(values: readonly string[]): SQL {
  return sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
}

/**
 * The page's order. `alias` names the row the keys are read from: the text matches (`b`, where
 * the price is `price`) or a listing row itself (`l`, where it is `price_minor`), which the listing
 * indexes of migration 0004 hold in these orders.
 */
function orderBy(input: StatementInput, alias: 'b' | 'l'): SQL {
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

/**
 * The price facet's bands as `search_price_bands` holds them: inclusive bounds in minor units of
 * the core's half-open bands (decision 0532), so no price is in two bands.
 */
export const BANDS_MINOR = PRICE_BANDS.map(priceBoundsMinor);

/**
 * The products of the region and brand priced within the range, as a bitmap. Usually the union of
 * the price bands the range spans (a range from the price facet, or the default one): that holds
 * when no listing is priced in the part of those bands outside the range, which two probes of the
 * price index check. Any other range is read from the listing rows.
 */
function priceBits(input: StatementInput): SQL {
  const { min, max } = input.priceMinor;
  const fromRows = sql`search_bitmap(length(a.bits), array(
    select l.ordinal from search_listings l where l.region = ${input.region} and l.brand_code = ${input.brand} and l.price_minor between ${min} and ${max}))`;
  // The bands share no price (decision 0532), so the range spans exactly the bands it overlaps.
  const first = BANDS_MINOR.findIndex((band) => band.max >= min);
  const last = BANDS_MINOR.findLastIndex((band) => band.min <= max);
  if (first < 0 || last < first || min > max) return fromRows;
  const low = BANDS_MINOR[first]?.min ?? 0;
  const high = BANDS_MINOR[last]?.max ?? MAX_PRICE_MINOR;
  const outside = (from: number, to: number) => sql`not exists (
      select 1 from search_listings l where l.region = ${input.region} and l.brand_code = ${input.brand} and l.price_minor between ${from} and ${to})`;
  const checks = [...(low < min ? [outside(low, min - 1)] : []), ...(high > max ? [outside(max + 1, high)] : [])];
  const bands = sql`coalesce((select bit_or(x.bits) from search_region_bitmaps x
      where x.region = ${input.region} and x.brand_code = ${input.brand} and x.kind = 1 and x.key between ${first} and ${last}), a.bits # a.bits)`;
  return checks.length === 0 ? bands : sql`case when ${sql.join(checks, sql` and `)} then ${bands} else ${fromRows} end`;
}

/** The products of the brand with any of the dimension's selected values, as a bitmap. */
function dimensionBits(input: StatementInput, dimension: Dimension): SQL {
  const wanted = textArray(selectedValues(input.filters, dimension));
  const ids = sql`array(select v.id from search_facet_values v where v.facet = any(${textArray(dimension.facets)}) and (v.value_en = any(${wanted}) or v.value_ar = any(${wanted})))`;
  return sql`coalesce((select bit_or(x.bits) from search_brand_bitmaps x where x.brand_code = ${input.brand} and x.kind = 0 and x.key = any(${ids})), a.bits # a.bits)`;
}

/** The highest code point: a word that starts with a prefix sorts, byte by byte, before the prefix followed by it. */
const LAST_CHARACTER = String.fromCodePoint(0x10ffff);

/**
 * The products of the brand that match a query word, as a bitmap (decision 0507): the OR of the
 * brand's words that start with its written form or its stem (equal them, for a synonym's word) or
 * equal one of its corrections, as `to_tsquery` matches them. A word of few products holds its ordinals rather than bits; those are
 * read into the same bitmap.
 */
function wordBitmap(input: StatementInput, word: QueryWord): SQL {
  return sql`(select coalesce(bit_or(w.bits), a.bits # a.bits) | search_bitmap(length(a.bits), array_agg(o.ordinal))
      from search_word_bitmaps w left join lateral unnest(w.ordinals) as o(ordinal) on true
      where w.brand_code = ${input.brand} and ${wordCondition(word)})`;
}

/** The index words (`w.word`) a query word matches: those starting with its written form or its stem, or equal to one of its corrections (whole: equal to them all). */
function wordCondition({ term, corrections, whole }: QueryWord): SQL {
  const forms = [...new Set([term.surface, term.stem])];
  const prefixes = whole === true ? [] : forms.map((prefix) => sql`(w.word >= ${prefix} and w.word < ${prefix + LAST_CHARACTER})`);
  const words = whole === true ? [...forms, ...corrections] : corrections;
  const exact = words.length === 0 ? [] : [sql`w.word = any(${textArray(words)})`];
  return sql`(${sql.join([...prefixes, ...exact], sql` or `)})`;
}

/**
 * Whether the text's hits are ranked per combination of their words' weights (decisions 0511 and
 * 0512): under the `word-weights` rule every text, ranked by `ts_rank` of its words ORed; under
 * `proximity`, a text whose tsquery `ts_rank` ranks as an OR of its words already (one clause of
 * one word, or a clause with the merchant's alternatives), for PostgreSQL then sums, per query word
 * and per index word of the product it matches, a figure of the weights of that word's positions
 * in position order, and nothing else of the product. An AND at the top of the tsquery is ranked by
 * the distances between the words' positions, hit by hit.
 */
export function rankedByWeights(text: TextQuery, relevance: RelevanceRule): boolean {
  if (relevance === 'word-weights') return true;
  const [clause] = text.clauses;
  return text.clauses.length === 1 && clause !== undefined && (clause.alternatives.length > 0 || clause.words.length <= 1);
}

/**
 * The tsquery text `ts_rank` ranks the hits by: the text's words ORed under `word-weights`, its
 * tsquery itself under `proximity` (decision 0512). The hits are those of `tsqueryText` either way.
 */
export function rankingText(text: TextQuery, relevance: RelevanceRule): string {
  return relevance === 'word-weights' ? tsqueryWordsText(text) : tsqueryText(text);
}

/** More index words than this, and a text ranks its hits one by one: each word multiplies the combinations of weights to rank. */
export const MAX_WEIGHTED_WORDS = 16;

/**
 * Fewer hits than this, and a text ranked by its words' weights ranks them one by one, with the
 * same tsquery and so in the same order: splitting the hits into classes costs a few bitmap
 * builds whatever their number, more than ranking some thousand rows (decision 0512).
 */
export const MIN_WEIGHTED_HITS = 3000;

/**
 * The products of the brand that match the text, as a bitmap: every clause ANDed, a clause being
 * its words' bitmaps ANDed or ORed with each of the merchant's alternatives to them (decision 0508),
 * exactly what the tsquery of `tsqueryText` matches. Bit operators share one precedence in SQL, so
 * every part is bracketed.
 */
function wordBits(input: StatementInput, text: TextQuery): SQL {
  const all = (words: readonly QueryWord[]) => sql`(${sql.join(words.map((word) => wordBitmap(input, word)), sql` & `)})`;
  const clauses = text.clauses.map((clause) => sql`(${sql.join(clauseOptions(clause).map(all), sql` | `)})`);
  return sql`(${sql.join(clauses, sql` & `)})`;
}

/** The place of a bitmap's first set bit (its length when none is). */
function firstBit(bits: SQL): SQL {
  return sql`coalesce(nullif(position(B'1' in ${bits}), 0) - 1, length(${bits}))`;
}

/**
 * The hits of a text ranked by its words' weights, grouped by rank (decisions 0511 and 0512).
 * `wq`: every index word a query word matches, numbered, with each sequence of weights it has in
 * the brand's products and those products (read only when `wn`, the number of those words, is
 * small enough); `wo` adds, per word, the products without it. `wc` splits the hits word by word
 * into classes of products that have each word with the same weights (or not at all), and writes
 * for each a tsvector of just those words and weights (positions 1, 2, … in order: an OR reads no
 * more), which `ts_rank` of the ranking tsquery (one it ranks as an OR) ranks as it ranks each
 * product of the class. `wp`: the classes of equal rank merged, best first, with the number of
 * hits ranked before each.
 */
function weightClasses(input: StatementInput, text: TextQuery): SQL {
  const words = text.clauses.flatMap((clause) => clauseOptions(clause).flat());
  const matched = sql.join(words.map(wordCondition), sql` or `);
  const positions = sql`(select string_agg(i::text || substr(o.weights, i, 1), ',' order by i) from generate_series(1, length(o.weights)) as i)`;
  // The word quoted as tsvector input wants it: quotes doubled, backslashes escaped.
  const lexeme = sql.raw(`'''' || replace(replace(o.word collate "default", '\\', '\\\\'), '''', '''''') || ''':'`);
  return sql`,
    wq as materialized (
      select dense_rank() over (order by w.word) as n, w.word, w.weights, coalesce(w.bits, search_bitmap(length(a.bits), w.ordinals)) as bits
      from a cross join search_word_weights w where w.brand_code = ${input.brand} and (${matched})),
    wn as (select count(distinct w.word) as words from search_word_weights w where w.brand_code = ${input.brand} and (${matched})),
    wo as (
      select q.n, q.word, q.weights, q.bits from wq q
      union all
      select q.n, q.word, '', ~bit_or(q.bits) from wq q group by q.n, q.word),
    wc(n, vector, bits) as (
      select 0::bigint, ''::text, h.hits from h
      union all
      select c.n + 1, c.vector || case when o.weights = '' then '' else ' ' || ${lexeme} || ${positions} end, c.bits & o.bits
      from wc c join wo o on o.n = c.n + 1
      where c.n < ${MAX_WEIGHTED_WORDS} and bit_count(c.bits & o.bits) > 0),
    wg as (
      select ts_rank(c.vector::tsvector, to_tsquery('simple', ${rankingText(text, input.relevance)})) as score, bit_or(c.bits) as bits
      from wc c where c.n = (select wn.words from wn) group by 1),
    wp as (
      select g.score, g.bits, (coalesce(sum(bit_count(g.bits)) over (order by g.score desc rows between unbounded preceding and 1 preceding), 0))::bigint as before
      from wg g)`;
}

/**
 * One statement for a results page with its facets, counted with bitmaps (decision 0506). Every
 * product of a brand has an ordinal; `search_brand_bitmaps` holds, per facet value and category,
 * which ordinals have it, and `search_region_bitmaps` which the region prices and in which price
 * band. The result set is the AND of the region's, the category's, the text matches', the price
 * range's and each filtered dimension's bitmap (its selected values ORed); a facet of a filtered
 * dimension counts against the same AND without its own dimension (disjunctive faceting), and
 * every count is the bits set in one more AND. The text's matches are a bitmap too, from the
 * brand's word bitmaps (decision 0507). The page is read in its order: from the listing index of
 * its sort, or by ordinal and sorted; a text in relevance order ranks its hits by the core's
 * relevance rule. Counts, total and page come from one snapshot.
 */
export function searchStatement(input: StatementInput): SQL {
  const active = DIMENSIONS.filter((dimension) => selectedValues(input.filters, dimension).length > 0);
  const text = input.text;
  const ranking = text === undefined ? undefined : sql`to_tsquery('simple', ${rankingText(text, input.relevance)})`;
  const name = sql.raw(text?.arabic === true ? 'ps.name_ar_norm' : 'ps.name_en_norm');
  const region = sql`search_region_bitmaps r where r.region = ${input.region} and r.brand_code = ${input.brand} and r.kind = 0 and r.key = 0`;

  // The words are matched by the brand's word bitmaps (decision 0507), so a text search reads no
  // product until its page. A text no word matches is compared with the names by trigrams instead
  // (GIN on the name), in the index on its own, its matches read and ranked there.
  const byName = text !== undefined && input.byName === true;
  let matches = sql``;
  if (text !== undefined && byName) {
    const score = input.sort === 'RELEVANCE' ? sql`strict_word_similarity(${text.normalised}, ${name})` : sql`0::real`;
    matches = sql`m as materialized (
      select ps.product_id, ps.ordinal, ps.sku, ps.name_en_norm, ps.name_ar_norm, ps.best_seller_rank, ps.created_at, ${score} as score
      from product_search ps where ps.brand_code = ${input.brand} and ${text.normalised} <<% ${name}
    ),`;
  }

  const base: SQL[] = [sql`a.bits`];
  if (input.impossible) base.push(sql`(a.bits # a.bits)`);
  else if (input.categoryId !== undefined) {
    base.push(sql`coalesce((select x.bits from search_brand_bitmaps x where x.brand_code = ${input.brand} and x.kind = 1 and x.key = ${input.categoryId}), a.bits # a.bits)`);
  }
  if (text !== undefined) base.push(byName ? sql`search_bitmap(length(a.bits), array(select m.ordinal from m))` : wordBits(input, text));
  const columns = [
    sql`${sql.join(base, sql` & `)} as base`,
    sql`${priceBits(input)} as price`,
    ...active.map((dimension) => sql`${dimensionBits(input, dimension)} as ${sql.raw(`f_${dimension.id}`)}`),
  ];
  const and = (parts: readonly string[]) => sql.raw(parts.map((part) => `s.${part}`).join(' & '));
  const filters = active.map((dimension) => `f_${dimension.id}`);
  const sets = [
    sql`${and(['base', 'price', ...filters])} as hits`,
    sql`${and(['base', ...filters])} as hits_price`,
    ...active.map((dimension) => sql`${and(['base', 'price', ...filters.filter((name) => name !== `f_${dimension.id}`)])} as ${sql.raw(`hits_${dimension.id}`)}`),
  ];
  // A text search in relevance order reads every hit by its ordinal (its page and its first SKUs),
  // so it lists them once.
  const ranked = text !== undefined && !byName && input.sort === 'RELEVANCE';
  // A text ranked by its words' weights ranks each combination of them once (decisions 0511, 0512).
  const byWeights = ranked && rankedByWeights(text, input.relevance);
  // The result set's ordinals in order, its bits that are set. The series is a set-returning
  // function of the select list, so it streams and a limit stops it early; in the from list it
  // was materialised, one row per product of the brand, before the first bit was tested (16 ms at
  // 110,000 products however few hits were wanted; decision 0510).
  // The series starts at the first set bit, which `position` finds byte by byte: the hits of a
  // word are often a few types, whose SKUs (ordinals) start far into the brand (decision 0511).
  const hitOrdinals = sql`select x.o from (select generate_series(${firstBit(sql`h.hits`)}, length(h.hits) - 1) as o, h.hits from h) x where get_bit(x.hits, x.o) = 1`;
  const prelude = sql`
    with${byWeights ? sql` recursive` : sql``} a as (select r.bits from ${region}),
    ${matches}
    s as materialized (select ${sql.join(columns, sql`, `)} from a),
    h as (select ${sql.join(sets, sql`, `)} from s)${
      ranked ? sql`,
    o as materialized (select array(${hitOrdinals}) as ordinals)` : sql``
    }${byWeights ? weightClasses(input, text) : sql``}`;

  const hits = sql`(select h.hits from h)`;
  const total = sql`coalesce((select bit_count(h.hits) from h), 0)::int`;
  const priced = input.sort === 'PRICE_ASC' || input.sort === 'PRICE_DESC' || input.sort === 'SALE_PERCENTAGE_DESC';
  const depth = input.start + input.rows;
  const ordinals = sql`array(${hitOrdinals})`;
  // Every hit is priced within the range (the price bitmap holds no other), so saying so costs
  // nothing and lets a page in price order start in its index at the range instead of stepping
  // over every listing priced outside it (38 ms at 200,000 products for 500 to 2,000; decision 0510).
  const inRange = sql`l.price_minor between ${input.priceMinor.min} and ${input.priceMinor.max}`;
  // A listing's page: walked in the order's listing index while the result set is dense enough
  // that `start + rows` hits come soon (hits² >= depth × brand size), else its few rows are read
  // by ordinal and sorted. (`<> 0` rather than `= 1` so the planner expects most rows to pass.)
  const listingPage = sql`(select coalesce(json_agg(p.product_id), '[]'::json) from (
      select l.product_id from search_listings l
      where l.region = ${input.region} and l.brand_code = ${input.brand} and ${inRange} and get_bit(${hits}, l.ordinal) <> 0
      order by ${orderBy(input, 'l')} limit ${input.rows} offset ${input.start}) p)`;
  const sparsePage = sql`(select coalesce(json_agg(p.product_id), '[]'::json) from (
      select l.product_id from search_listings l
      where l.region = ${input.region} and l.brand_code = ${input.brand} and l.ordinal = any(${ordinals})
      order by ${orderBy(input, 'l')} limit ${input.rows} offset ${input.start}) p)`;
  // Words in relevance order: every hit is read by its ordinal and ranked (`ts_rank` of the rule's
  // tsquery); in any other order a text search's page is read as a listing's.
  const rankedPage = sql`(select coalesce(json_agg(p.product_id), '[]'::json) from (
      select ps.product_id from product_search ps where ps.brand_code = ${input.brand} and ps.ordinal = any((select o.ordinals from o)::integer[])
      order by ts_rank(ps.search_vector, ${ranking}) desc, ps.sku collate "C" limit ${input.rows} offset ${input.start}) p)`;
  // Ranked by weights: the groups of equal rank in rank order, each listing its hits in SKU order
  // (its bits) only as far as the page reaches.
  const weightedPage = sql`(select coalesce(json_agg(ps.product_id order by p.score desc, p.o), '[]'::json) from (
      select x.score, x.o from (
        select g.score, y.o from wp g cross join lateral (
          select z.o from (select generate_series(${firstBit(sql`g.bits`)}, length(g.bits) - 1) as o) z where get_bit(g.bits, z.o) = 1 limit (${depth} - g.before)) y
        where g.before < ${depth}) x
      order by x.score desc, x.o limit ${input.rows} offset ${input.start}) p
      join product_search ps on ps.brand_code = ${input.brand} and ps.ordinal = p.o)`;
  const page = byWeights
    ? sql`(case when (select wn.words from wn) <= ${MAX_WEIGHTED_WORDS} and (select bit_count(h.hits) from h) >= ${input.weightedFrom ?? MIN_WEIGHTED_HITS} then ${weightedPage} else ${rankedPage} end)`
    : ranked
    ? rankedPage
    : !byName
      ? sql`coalesce((select case when bit_count(h.hits)::bigint * bit_count(h.hits) >= ${depth}::bigint * length(h.hits) then ${listingPage} else ${sparsePage} end from h), '[]'::json)`
      : sql`(select coalesce(json_agg(p.product_id), '[]'::json) from (
      select b.product_id from (
        select m.*${priced ? sql`, l.price_minor as price, l.sale_percent` : sql``} from m${priced ? sql` join search_listings l on l.region = ${input.region} and l.product_id = m.product_id` : sql``}
        where get_bit(${hits}, m.ordinal) = 1
      ) b order by ${orderBy(input, 'b')} limit ${input.rows} offset ${input.start}) p)`;
  if (!input.facets) return sql`${prelude} select ${total} as total, ${page} as page`;

  // Each facet of a filtered dimension counts against the result set without its own filter.
  const against = active.length === 0
    ? sql`h.hits`
    : sql`case ${sql.join(
        active.map((dimension) => sql`when v.facet = any(${textArray(dimension.facets)}) then ${sql.raw(`h.hits_${dimension.id}`)}`),
        sql` `,
      )} else h.hits end`;
  // `offset 0` keeps each count a column of its subquery: flattened, the filter on it and the
  // output counted every bitmap twice (decision 0510).
  const grouped = sql`(select coalesce(json_agg(x), '[]'::json) from (
      select v.facet, v.value_en as en, v.value_ar as ar, bit_count(f.bits & ${against})::int as count
      from h cross join search_brand_bitmaps f join search_facet_values v on v.id = f.key
      where f.brand_code = ${input.brand} and f.kind = 0 offset 0) x where x.count > 0)`;
  const prices = sql`(select coalesce(json_agg(coalesce(bit_count(x.bits & h.hits_price), 0)::int order by g.band), '[]'::json)
      from h cross join generate_series(0, ${PRICE_BANDS.length - 1}) as g(band)
      left join search_region_bitmaps x on x.region = ${input.region} and x.brand_code = ${input.brand} and x.kind = 1 and x.key = g.band)`;
  const categoryFacet = sql`(select coalesce(json_agg(json_build_array(c.slug_en, c.slug_ar, x.count)), '[]'::json) from (
      select f.key, bit_count(f.bits & h.hits)::int as count from h cross join search_brand_bitmaps f where f.brand_code = ${input.brand} and f.kind = 1 offset 0) x
      join categories c on c.id = x.key where x.count > 0)`;
  // Ordinals follow SKU order, so the first SKUs of the result set are its first bits (of a search
  // by name, its first matches by ordinal).
  const skus =
    input.facetOptionLimit === 0
      ? sql`'[]'::json`
      : byName
        ? sql`(select coalesce(json_agg(t.sku order by t.ordinal), '[]'::json) from (
      select m.sku, m.ordinal from m where get_bit(${hits}, m.ordinal) = 1 order by m.ordinal limit ${input.facetOptionLimit}) t)`
        : ranked && !byWeights
        ? sql`(select coalesce(json_agg(l.sku order by l.ordinal), '[]'::json) from search_listings l
      where l.region = ${input.region} and l.brand_code = ${input.brand} and l.ordinal = any((select o.ordinals[1:${input.facetOptionLimit}] from o)::integer[]))`
        : sql`(select coalesce(json_agg(l.sku order by l.ordinal), '[]'::json) from search_listings l
      where l.region = ${input.region} and l.brand_code = ${input.brand} and l.ordinal = any(array(${hitOrdinals} limit ${input.facetOptionLimit})))`;
  return sql`${prelude} select ${total} as total, ${page} as page, ${grouped} as grouped, ${prices} as prices, ${categoryFacet} as categories, ${skus} as skus`;
}
