import { isLanguage, parseLocaleSegment, formatLocale, type Locale } from './locale.js';

/**
 * Addresses of the spec's route table that name no locale. Each leads to the same page in the
 * shopper's locale (`/cart` → `/ar-ae/cart`), as `/` does.
 */
export const LOCALE_LESS_PATHS = ['/miss-l', '/waves', '/cart', '/miss-l/cart', '/store-locations', '/miss-l/store-locations', '/account', '/sign-up'] as const;

/** The main brand's own name as a path segment: its home is the locale's root (`/en-sa`). */
const MAIN_BRAND_SEGMENT = 'lazurde';

/**
 * Where an address that names no full locale belongs, or `undefined` when it is not one of them
 * (a page of its own, or an address to answer 404). `preferred` is the shopper's locale: the
 * `user_locale` cookie, else the default. The query is the caller's to keep.
 *
 * - `/en`, `/ar` (and anything below them): that language in the preferred locale's region.
 * - A locale-less address of the route table: the same path in the preferred locale.
 * - `/{locale}/lazurde`: the main brand's home in that locale, where a brand card may link.
 */
export function localeRedirect(pathname: string, preferred: Locale): string | undefined {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, second, ...others] = segments;
  const locale = parseLocaleSegment(first);
  if (locale) {
    return second === MAIN_BRAND_SEGMENT && others.length === 0 ? `/${formatLocale(locale)}` : undefined;
  }
  if (isLanguage(first)) {
    return `/${formatLocale({ language: first, region: preferred.region })}${segments.length > 1 ? `/${segments.slice(1).join('/')}` : ''}`;
  }
  const path = `/${segments.join('/')}`;
  return (LOCALE_LESS_PATHS as readonly string[]).includes(path) ? `/${formatLocale(preferred)}${path}` : undefined;
}
