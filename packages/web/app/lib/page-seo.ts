import { DEFAULT_LOCALE, type Brand, type Language } from '@storefront/core/locale';
import { encodeQueryString } from '@storefront/core/search';
import { localeOfPath } from './locale';
import { alternateLinks, encodePath, listingCanonicalQuery, localesOfBrand, requestOrigin, type PageSeo } from './seo';
import { spellListingQuery, type ListingFacets } from './seo/listing-spelling';
import { samePageIn } from './locale-switch';
import { pageUrl } from './page-url';

/**
 * Canonical and hreflang links of a brand home or a listing: the address with only the listing
 * parameters that pick its content (no first page), and the same page in each locale of the brand.
 * Category slugs and parameters are written in the locale's language in both (`/ar-sa/rings` is
 * known as `/ar-sa/خواتم`, as the sitemap and the alternates name it; `?gold_karat=18K` on an
 * Arabic page as `?عيار_الذهب=18 قيراط` where the listing's `facets` give the twin), so one page
 * has one address.
 */
export function listingSeo(request: Request, brand: Brand, facets?: ListingFacets): PageSeo {
  const url = pageUrl(request);
  const entries = listingCanonicalQuery(url.search);
  const pathname = url.pathname.replace(/\/+$/, '');
  const locale = localeOfPath(pathname);
  // Once per language: the canonical and the six alternates share two spellings.
  const queryIn: Readonly<Record<Language, string>> = {
    en: encodeQueryString(spellListingQuery(entries, 'en', facets)),
    ar: encodeQueryString(spellListingQuery(entries, 'ar', facets)),
  };
  return {
    canonical: `${requestOrigin(request)}${encodePath(locale ? samePageIn(locale, pathname, '') : pathname)}${queryIn[locale?.language ?? DEFAULT_LOCALE.language]}`,
    alternates: alternateLinks(request, {
      locales: localesOfBrand(brand),
      pathFor: (locale) => samePageIn(locale, pathname, ''),
      queryFor: (locale) => queryIn[locale.language],
    }),
  };
}
