import type { BrandCatalogue } from '@storefront/core/catalog';
import { brandHomeUrl, type Locale } from '@storefront/core/locale';
import { encodePath } from './canonical';
import { categoryListingPaths, productHref } from './urls';

/**
 * The absolute URLs of a locale's sitemap, from what `ListLocaleCatalogue` read: the home of every
 * brand sold in the region, every category listing of those brands, and the page of every product
 * the region sells.
 */
export function localeSitemapUrls(catalogue: readonly BrandCatalogue[], origin: string, locale: Locale): readonly string[] {
  return catalogue
    .flatMap(({ brand, categories, products }) => [
      encodePath(brandHomeUrl(brand, locale)),
      ...[...categoryListingPaths(locale, brand, categories).values()].map(encodePath),
      ...products.map((product) => productHref(locale, product)),
    ])
    .map((path) => `${origin}${path}`);
}
