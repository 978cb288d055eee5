import { okAsync, ResultAsync } from 'neverthrow';
import {
  BRANDS,
  EMPTY_LISTING_QUERY,
  brandHomeUrl,
  brandSellsIn,
  type Brand,
  type Locale,
  type ProductSummary,
} from '@storefront/core';
import type { StorefrontServices } from '../load-context';
import { encodePath } from './canonical';
import { categoryListingPaths, productHref } from './urls';

/** The spec's catalogue page limit: products read per search while listing a whole store. */
export const SITEMAP_SEARCH_ROWS = 250;
/** A guard against an engine that never reports the end: 250 x 400 is far beyond any store. */
const MAX_SEARCH_PAGES = 400;

export type SitemapServices = Pick<StorefrontServices, 'catalog' | 'buildSearchRequest' | 'searchProducts'>;

export interface SitemapError {
  readonly code: 'SITEMAP_UNAVAILABLE';
  readonly params: { readonly cause: string };
}

const unavailable = (cause: string): SitemapError => ({ code: 'SITEMAP_UNAVAILABLE', params: { cause } });

/** Every product a brand sells in the locale's region, through the search engine, page by page. */
function brandProducts(services: SitemapServices, locale: Locale, brand: Brand): ResultAsync<readonly ProductSummary[], SitemapError> {
  const built = services.buildSearchRequest.execute({ locale, brand, query: { ...EMPTY_LISTING_QUERY, sort: 'alpha' } });
  if (built.isErr()) return okAsync([]);
  const base = { ...built.value.request, rows: SITEMAP_SEARCH_ROWS };
  const collected: ProductSummary[] = [];
  const next = (start: number, pages: number): ResultAsync<readonly ProductSummary[], SitemapError> =>
    services.searchProducts
      .execute({ ...base, start })
      .mapErr((error) => unavailable(error.code))
      .andThen((results) => {
        collected.push(...results.products);
        const reached = start + results.products.length;
        if (results.products.length === 0 || reached >= results.total || pages + 1 >= MAX_SEARCH_PAGES) return okAsync(collected);
        return next(reached, pages + 1);
      });
  return next(0, 0);
}

/** A brand's home, its category listings and its product pages in one locale, as site paths. */
function brandPaths(services: SitemapServices, locale: Locale, brand: Brand): ResultAsync<readonly string[], SitemapError> {
  const scope = { region: locale.region, language: locale.language };
  return ResultAsync.combine([
    services.catalog.listCategories(scope, brand).mapErr((error) => unavailable(error.code)),
    brandProducts(services, locale, brand),
  ]).map(([categories, products]) => [
    encodePath(brandHomeUrl(brand, locale)),
    ...[...categoryListingPaths(locale, brand, categories).values()].map(encodePath),
    ...products.map((product) => productHref(locale, product)),
  ]);
}

/**
 * The absolute URLs of a locale's sitemap: the home of every brand sold in the region, every
 * category listing of those brands, and the page of every product the region sells.
 */
export function localeSitemapUrls(services: SitemapServices, origin: string, locale: Locale): ResultAsync<readonly string[], SitemapError> {
  const brands = BRANDS.filter((brand) => brandSellsIn(brand, locale.region));
  return ResultAsync.combine(brands.map((brand) => brandPaths(services, locale, brand))).map((paths) =>
    paths.flat().map((path) => `${origin}${path}`),
  );
}
