import type { Brand } from '../../../locale/domain/brand.js';
import type { Locale } from '../../../locale/domain/locale.js';
import type { ListingUrlIssue } from '../../errors.js';
import { addFilterValues, FILTER_FACETS } from '../../domain/facets.js';
import { parseListingPath } from '../../domain/listing-path.js';
import { parseListingQuery, type ListingQuery } from '../../domain/listing-query.js';
import type { QueryEntry } from '../../domain/query-string.js';

export interface ListingUrl {
  readonly pathname: string;
  /** The query string, with or without its `?`, or its entries already decoded. */
  readonly search: string | readonly QueryEntry[];
}

export interface ListingPage {
  readonly locale: Locale;
  readonly brand: Brand;
  readonly query: ListingQuery;
  /** What the query string alone asked for, to tell the filters a shopper may remove from the path's. */
  readonly params: ListingQuery;
  readonly isPriceRangePath: boolean;
  /** Everything dropped from the URL. The page renders anyway. */
  readonly issues: readonly ListingUrlIssue[];
}

function merge(path: ListingQuery, params: ListingQuery): ListingQuery {
  let filters = path.filters;
  for (const facet of FILTER_FACETS) filters = addFilterValues(filters, facet, params.filters[facet] ?? []);
  const priceRange = params.priceRange ?? path.priceRange;
  return {
    categories: [...new Set([...path.categories, ...params.categories])],
    filters: Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0)),
    ...(priceRange === undefined ? {} : { priceRange }),
    page: params.page,
    ...(params.sort === undefined ? {} : { sort: params.sort }),
  };
}

/**
 * Reads a whole listing URL: the path gives locale, brand, categories and perhaps a price range;
 * the query string adds filters, a price range (which wins over the path's), sort and page.
 * Never fails: what cannot be read is dropped and listed in `issues`.
 */
export class ParseListingUrl {
  execute(url: ListingUrl): ListingPage {
    const path = parseListingPath(url.pathname);
    const params = parseListingQuery(url.search);
    return {
      locale: path.locale,
      brand: path.brand,
      query: merge(path.query, params.query),
      params: params.query,
      isPriceRangePath: path.isPriceRangePath,
      issues: [...path.issues, ...params.issues],
    };
  }
}
