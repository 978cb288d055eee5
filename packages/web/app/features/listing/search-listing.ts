import type { ProductSummary } from '@storefront/core/catalog';
import type { Language } from '@storefront/core/locale';
import type { ListingPageView } from '@storefront/core/search';
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
  | { readonly kind: 'failed'; readonly code: string };

/** A listing or search page as `ViewListingPage` read it, in the shape the listing's components show. */
export function listingOutcome(view: ListingPageView, language: Language): ListingOutcome {
  if (view.outcome.kind === 'failed') return { kind: 'failed', code: view.outcome.error.code };
  const { products, total, facets } = view.outcome.results;
  return {
    kind: 'results',
    results: {
      products,
      total,
      page: view.query.page,
      pageCount: Math.max(1, Math.ceil(total / view.request.rows)),
      facets: facetGroups(facets, language, view.query, view.params),
      priceBands: priceBandChoices(facets, view.query),
    },
  };
}
