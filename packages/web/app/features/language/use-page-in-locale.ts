import { useCallback } from 'react';
import { useLocation, useMatches } from 'react-router';
import { brandHomeUrl, type Locale, type Region } from '@storefront/core/locale';
import { samePageIn } from '../../lib/locale-switch';
import { useAppState } from '../app-state';
import type { ListingFacets } from '../../lib/seo/listing-spelling';

/** What a listing route (category listing, search) exports as its `handle`: where its facet groups are in its data. */
export interface ListingHandle {
  readonly listingFacets: (data: unknown) => ListingFacets | undefined;
}

function isListingHandle(handle: unknown): handle is ListingHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as Partial<ListingHandle>).listingFacets === 'function';
}

/** What a route that only some regions' stores have exports as its `handle` (the store locator): those regions, from its data. */
export interface PageRegionsHandle {
  readonly pageRegions: (data: unknown) => readonly Region[] | undefined;
}

function isPageRegionsHandle(handle: unknown): handle is PageRegionsHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as Partial<PageRegionsHandle>).pageRegions === 'function';
}

/**
 * The address of the page on screen in another locale (`samePageIn`); on a listing, its filters
 * are written in that locale's language, from the listing's own facet groups. A page the other
 * region's store does not have (the store locator in the UAE) leads to that store's brand home
 * rather than to a 404.
 */
export function usePageInLocale(): (target: Locale) => string {
  const { pathname, search } = useLocation();
  const brand = useAppState((state) => state.brand);
  const matches = useMatches();
  const leaf = matches.at(-1);
  const facets = leaf && isListingHandle(leaf.handle) ? leaf.handle.listingFacets(leaf.loaderData) : undefined;
  const regions = leaf && isPageRegionsHandle(leaf.handle) ? leaf.handle.pageRegions(leaf.loaderData) : undefined;
  return useCallback(
    (target: Locale) => (regions !== undefined && !regions.includes(target.region) ? brandHomeUrl(brand, target) : samePageIn(target, pathname, search, facets)),
    [pathname, search, facets, regions, brand],
  );
}
