import { formatLocale, type Locale } from '@storefront/core/locale';
import { LOCALE_COOKIE } from '../../lib/locale';
import { LOCALE_COOKIE_MAX_AGE_S, SHELL_STORAGE } from '../shell';

/** The `user_locale` cookie for a chosen locale, kept one year and read by the server on `/`. */
export function localeCookie(target: Locale, options: { readonly secure: boolean }): string {
  const parts = [`${LOCALE_COOKIE}=${formatLocale(target)}`, `Max-Age=${LOCALE_COOKIE_MAX_AGE_S}`, 'Path=/', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Session storage to forget when the shopper moves from one locale to another: the cached cart
 * (names and prices in the old language and currency) always, the cart id only when the region
 * changes, since a cart belongs to one region's store.
 */
export function staleSessionKeys(from: Locale, to: Locale): readonly string[] {
  if (from.language === to.language && from.region === to.region) return [];
  const keys: string[] = [...SHELL_STORAGE.cachedCartData];
  if (from.region !== to.region) keys.push(SHELL_STORAGE.regionCartId);
  return keys;
}
