import type { Language } from '@storefront/core/locale';
import {
  FILTER_FACETS,
  encodeQueryString,
  formatPriceRange,
  listingQueryEntries,
  type FilterFacet,
  type ListingQuery,
  type PriceRange,
  type QueryEntry,
} from '@storefront/core/search';

/**
 * Where a listing's links point. `params` is what the query string alone asks for: links change
 * only that part, so the categories and price range of the path are never repeated as parameters.
 */
export interface ListingAddress {
  /** The page's path as the shopper sees it (`/ar-sa/خواتم/under-500`, `/en-sa/search`). */
  readonly pathname: string;
  /**
   * The path without a trailing price range, where price bands are written as path segments
   * (`/en-sa/rings` + `/500-1000`); absent on the search page, which writes `?price=` instead.
   */
  readonly pricePath?: string | undefined;
  /** Parameters every link keeps, first: the search text `q`. */
  readonly fixed: readonly QueryEntry[];
  readonly params: ListingQuery;
  readonly language: Language;
}

/**
 * The address of a listing page: the fixed parameters, then the query with the page's language's
 * names (`page`, or `الصفحة` on an Arabic page, which the scroll rule reads as the word page too).
 */
function href(pathname: string, address: ListingAddress, params: ListingQuery): string {
  return `${pathname}${encodeQueryString([...address.fixed, ...listingQueryEntries(params, address.language)])}`;
}

/** The address of the listing with other parameters. */
export function listingHref(address: ListingAddress, params: ListingQuery): string {
  return href(address.pathname, address, params);
}

function withoutPrice(params: ListingQuery): ListingQuery {
  const { priceRange: _dropped, ...rest } = params;
  return rest;
}

/** Adds a facet value, or removes it when it is already chosen; back to the first page either way. */
export function toggleFacetValue(params: ListingQuery, facet: FilterFacet, value: string): ListingQuery {
  const current = params.filters[facet] ?? [];
  const next = current.includes(value) ? current.filter((chosen) => chosen !== value) : [...current, value];
  const filters = { ...params.filters, [facet]: next };
  if (next.length === 0) delete filters[facet];
  return { ...params, filters, page: 1 };
}

/** Another sort, from the first page; `undefined` is the engine's own order (relevance). */
export function withSort(params: ListingQuery, sort: string | undefined): ListingQuery {
  const { sort: _previous, ...rest } = params;
  return sort === undefined || sort === 'relevance' ? { ...rest, page: 1 } : { ...rest, sort, page: 1 };
}

export function withPage(params: ListingQuery, page: number): ListingQuery {
  return { ...params, page };
}

/** Every filter and price removed; the categories of the path and the sort stay. */
export function clearedFiltersHref(address: ListingAddress): string {
  const cleared: ListingQuery = {
    categories: address.params.categories,
    filters: {},
    page: 1,
    ...(address.params.sort === undefined ? {} : { sort: address.params.sort }),
  };
  return href(address.pricePath ?? address.pathname, address, cleared);
}

/** A price band as a price-range path (`/en-sa/rings/500-1000`) where the page has one, else as `?price=`. */
export function priceBandHref(address: ListingAddress, band: PriceRange | undefined): string {
  const params = { ...withoutPrice(address.params), page: 1 };
  if (address.pricePath === undefined) return href(address.pathname, address, band === undefined ? params : { ...params, priceRange: band });
  const segment = band === undefined ? undefined : formatPriceRange(band);
  return href(segment === undefined ? address.pricePath : `${address.pricePath}/${segment}`, address, params);
}

/** Whether the query (path and parameters together) has any filter or price the shopper could remove. */
export function hasFilters(query: ListingQuery): boolean {
  return query.priceRange !== undefined || FILTER_FACETS.some((facet) => (query.filters[facet]?.length ?? 0) > 0);
}

/** What the sort form carries besides its own select, so a submit without JavaScript keeps the filters. */
export function sortFormEntries(address: ListingAddress): readonly QueryEntry[] {
  return [...address.fixed, ...listingQueryEntries(withSort(address.params, undefined), address.language)];
}

/** The pages a pager shows: the first, the last, and two either side of the current one; gaps between. */
export function pageWindow(current: number, pageCount: number): readonly (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let page = current - 2; page <= current + 2; page += 1) if (page >= 1 && page <= pageCount) pages.add(page);
  const sorted = [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const before = sorted[index - 1];
    return before !== undefined && page - before > 1 ? (['gap', page] as const) : [page];
  });
}
