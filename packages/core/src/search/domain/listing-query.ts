import type { Language } from '../../locale/domain/locale.js';
import { invalidParameterValue, unknownParameter, type ListingUrlIssue } from '../errors.js';
import { categorySlugIn, meaningOfSlug, type CategorySlug } from './categories.js';
import { FILTER_FACETS, addFilterValues, type FacetFilters, type FilterFacet } from './facets.js';
import { routeFacetValue } from './facet-values.js';
import { FILTER_PARAM_NAMES, OTHER_PARAM_NAMES, listingTargetOf } from './listing-params.js';
import { formatPriceRange, parsePriceRange, type PriceRange } from './price-range.js';
import { decodeQueryString, encodeQueryString, type QueryEntry } from './query-string.js';

/** Everything a listing URL asks of the search, typed. */
export interface ListingQuery {
  /** Canonical (English) category slugs, whichever language the URL used. */
  readonly categories: readonly CategorySlug[];
  readonly filters: FacetFilters;
  readonly priceRange?: PriceRange;
  /** 1-based. */
  readonly page: number;
  /** The public sort key as given; the sort mapping policy reads it (unknown keys included). */
  readonly sort?: string;
}

export const EMPTY_LISTING_QUERY: ListingQuery = { categories: [], filters: {}, page: 1 };

export interface ParsedListingQuery {
  readonly query: ListingQuery;
  /** Parameters that were dropped, and why. Never thrown: the page renders without them. */
  readonly issues: readonly ListingUrlIssue[];
}

export const MAX_VALUE_LENGTH = 100;
export const MAX_PAGE = 10_000;
// Control characters never belong in a facet value; they come from mangled or hostile links.
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function readFilterValue(raw: string): string | undefined {
  const value = raw.trim().normalize('NFC');
  return value === '' || value.length > MAX_VALUE_LENGTH || hasControlCharacter(value) ? undefined : value;
}

/** Adds one category-parameter or path value to a query: a category, a shortcut filter or a price band. */
export function applySlug(query: ListingQuery, slug: string): ListingQuery | undefined {
  const range = parsePriceRange(slug);
  if (range) return { ...query, priceRange: range };
  const meaning = meaningOfSlug(slug);
  switch (meaning.kind) {
    case 'category':
      return query.categories.includes(meaning.slug) ? query : { ...query, categories: [...query.categories, meaning.slug] };
    case 'filter':
      return { ...query, filters: addFilterValues(query.filters, meaning.facet, [meaning.value]) };
    case 'unknown':
      return undefined;
  }
}

function applyFilter(query: ListingQuery, facet: FilterFacet, raw: string): ListingQuery | undefined {
  const value = readFilterValue(raw);
  if (value === undefined) return undefined;
  const routed = routeFacetValue(facet, value);
  return { ...query, filters: addFilterValues(query.filters, routed.facet, routed.values) };
}

function applyEntry(query: ListingQuery, [name, value]: QueryEntry): ListingQuery | ListingUrlIssue {
  const target = listingTargetOf(name);
  if (!target) return unknownParameter(name);
  let next: ListingQuery | undefined;
  switch (target.kind) {
    case 'filter':
      next = applyFilter(query, target.facet, value);
      break;
    case 'category':
      next = applySlug(query, value);
      break;
    case 'price': {
      const priceRange = parsePriceRange(value);
      next = priceRange && { ...query, priceRange };
      break;
    }
    case 'page':
      next = /^\d{1,5}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_PAGE ? { ...query, page: Number(value) } : undefined;
      break;
    case 'sort': {
      const sort = readFilterValue(value);
      next = sort === undefined ? undefined : { ...query, sort };
      break;
    }
  }
  return next ?? invalidParameterValue(name, value);
}

/**
 * Reads a listing page's query string (or its decoded pairs) into one typed query. Parameter names
 * are accepted in English, with the `_ar` suffix and in Arabic; values are normalised (category
 * slugs to English, Multicolored expanded, diamonds to their facet). Anything unreadable is
 * dropped and reported.
 */
export function parseListingQuery(search: string | readonly QueryEntry[]): ParsedListingQuery {
  const decoded = typeof search === 'string' ? decodeQueryString(search) : { entries: search, malformed: [] };
  const issues: ListingUrlIssue[] = decoded.malformed.map((fragment) => ({ code: 'MALFORMED_QUERY_STRING', params: { fragment } }));
  let query = EMPTY_LISTING_QUERY;
  for (const entry of decoded.entries) {
    const outcome = applyEntry(query, entry);
    if ('code' in outcome) issues.push(outcome);
    else query = outcome;
  }
  return { query, issues };
}

/**
 * Writes a query back as query-string pairs, with parameter names of the page's language. Reading
 * the result gives the same query back.
 */
export function listingQueryEntries(query: ListingQuery, language: Language): readonly QueryEntry[] {
  const entries: QueryEntry[] = query.categories.map((slug) => [OTHER_PARAM_NAMES.category.name[language], categorySlugIn(slug, language)]);
  for (const facet of FILTER_FACETS) {
    for (const value of query.filters[facet] ?? []) entries.push([FILTER_PARAM_NAMES[facet].name[language], value]);
  }
  const price = query.priceRange && formatPriceRange(query.priceRange);
  if (price !== undefined) entries.push([OTHER_PARAM_NAMES.price.name[language], price]);
  if (query.sort !== undefined) entries.push([OTHER_PARAM_NAMES.sort.name[language], query.sort]);
  if (query.page > 1) entries.push([OTHER_PARAM_NAMES.page.name[language], String(query.page)]);
  return entries;
}

/** The query string of a listing URL (`?category=rings&page=2`), `''` for the plain listing. */
export function formatListingQuery(query: ListingQuery, language: Language): string {
  return encodeQueryString(listingQueryEntries(query, language));
}
