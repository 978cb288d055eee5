import type { Brand, Locale, ListingQuery, ProductSummary } from '@storefront/core';
import type { StorefrontServices } from '../../lib/load-context';
import { facetGroups, priceBandChoices, type FacetGroup, type PriceBandChoice } from './facet-groups';

export interface ListingResults {
  readonly products: readonly ProductSummary[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  readonly facets: readonly FacetGroup[];
  readonly priceBands: readonly PriceBandChoice[];
}

export type ListingOutcome =
  | { readonly kind: 'results'; readonly results: ListingResults }
  | { readonly kind: 'brand-not-in-region'; readonly brand: Brand }
  | { readonly kind: 'failed'; readonly code: string };

export interface SearchListingInput {
  readonly locale: Locale;
  readonly brand: Brand;
  /** The whole query: the path's and the parameters' together. */
  readonly query: ListingQuery;
  /** What the query string alone asked for, to tell removable filters from the path's. */
  readonly params: ListingQuery;
  /** The shopper's words on the search page. */
  readonly text?: string;
}

/** One page of a category listing or of search results, through the core's request builder and search. */
export async function searchListing(services: StorefrontServices, input: SearchListingInput): Promise<ListingOutcome> {
  const built = services.buildSearchRequest.execute({ locale: input.locale, brand: input.brand, query: input.query, text: input.text });
  if (built.isErr()) return { kind: 'brand-not-in-region', brand: input.brand };
  const { request } = built.value;
  const found = await services.searchProducts.execute(request);
  if (found.isErr()) return { kind: 'failed', code: found.error.code };
  const { products, total, facets } = found.value;
  return {
    kind: 'results',
    results: {
      products,
      total,
      page: input.query.page,
      pageCount: Math.max(1, Math.ceil(total / request.rows)),
      facets: facetGroups(facets, input.locale.language, input.query, input.params),
      priceBands: priceBandChoices(facets, input.query),
    },
  };
}
