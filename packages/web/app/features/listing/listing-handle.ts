import type { ListingHandle } from '../language';
import type { ListingOutcome } from './search-listing';

/**
 * The `handle` of the routes that list products (category listings, search): where the page's
 * facet groups are in its data, for the language switch to write its filters in the other
 * language (features/language/use-page-in-locale.ts).
 */
export const listingHandle: ListingHandle = {
  listingFacets: (data) => {
    const outcome = (data as { readonly outcome?: ListingOutcome } | undefined)?.outcome;
    return outcome?.kind === 'results' ? outcome.results.facets : undefined;
  },
};
