import { useCallback } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { Locale } from '@storefront/core/locale';
import { samePageIn } from '../../lib/locale-switch';
import type { ListingFacets } from '../../lib/seo/listing-spelling';

/** What a listing route (category listing, search) exports as its `handle`: where its facet groups are in its data. */
export interface ListingHandle {
  readonly listingFacets: (data: unknown) => ListingFacets | undefined;
}

function isListingHandle(handle: unknown): handle is ListingHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as Partial<ListingHandle>).listingFacets === 'function';
}

/**
 * The address of the page on screen in another locale (`samePageIn`); on a listing, its filters
 * are written in that locale's language, from the listing's own facet groups.
 */
export function usePageInLocale(): (target: Locale) => string {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const facets = leaf && isListingHandle(leaf.handle) ? leaf.handle.listingFacets(leaf.loaderData) : undefined;
  return useCallback((target: Locale) => samePageIn(target, pathname, search, facets), [pathname, search, facets]);
}
