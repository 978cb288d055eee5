import { formatLocale, parseLocalePath, type Locale } from './locale.js';

/**
 * Addresses of the spec's route table that name no locale. Each leads to the same page in the
 * shopper's locale (`/cart` → `/ar-ae/cart`), as `/` does.
 */
export const LOCALE_LESS_PATHS = ['/miss-l', '/waves', '/cart', '/miss-l/cart', '/store-locations', '/miss-l/store-locations', '/account', '/sign-up', '/help-centre/order'] as const;

/** The main brand's own name as a path segment: its home is the locale's root (`/en-sa`). */
const MAIN_BRAND_PATH = '/lazurde';

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
  const { locale, source, rest } = parseLocalePath(pathname, preferred);
  const home = `/${formatLocale(locale)}`;
  switch (source) {
    case 'segment':
      return rest === MAIN_BRAND_PATH ? home : undefined;
    case 'language-segment':
      return rest === '/' ? home : `${home}${rest}`;
    case 'default':
      return (LOCALE_LESS_PATHS as readonly string[]).includes(rest) ? `${home}${rest}` : undefined;
  }
}
