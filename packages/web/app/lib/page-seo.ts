import { encodeQueryString, parseLocaleSegment, type Brand } from '@storefront/core';
import { alternateLinks, encodePath, listingCanonicalQuery, localesOfBrand, requestOrigin, type PageSeo } from './seo';
import { samePageIn } from './locale-switch';
import { pageUrl } from './page-url';

/**
 * Canonical and hreflang links of a brand home or a listing: the address with only the listing
 * parameters that pick its content (no first page), and the same page in each locale of the brand.
 * Category slugs are written in the locale's language in both (`/ar-sa/rings` is known as
 * `/ar-sa/خواتم`, as the sitemap and the alternates name it), so one page has one address.
 */
export function listingSeo(request: Request, brand: Brand): PageSeo {
  const url = pageUrl(request);
  const search = encodeQueryString(listingCanonicalQuery(url.search));
  const pathname = url.pathname.replace(/\/+$/, '');
  const locale = parseLocaleSegment(pathname.split('/')[1]);
  return {
    canonical: `${requestOrigin(request)}${encodePath(locale ? samePageIn(locale, pathname, '') : pathname)}${search}`,
    alternates: alternateLinks(request, {
      locales: localesOfBrand(brand),
      pathFor: (locale) => samePageIn(locale, pathname, ''),
      queryFor: () => search,
    }),
  };
}
