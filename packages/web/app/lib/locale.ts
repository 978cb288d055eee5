import { DEFAULT_LOCALE, directionOf, formatLocale, parseLocaleSegment, type Locale } from '@storefront/core/locale';
import { pageUrl } from './page-url';

export const LOCALE_COOKIE = 'user_locale';

/** The locale an address names in its first segment (`/ar-sa/…`), if it names one. */
export function localeOfPath(pathname: string): Locale | undefined {
  return parseLocaleSegment(pathname.split('/')[1]);
}

/** The locale of a request: its first path segment, else the `user_locale` cookie, else the default. */
export function localeFromRequest(request: Request): { locale: Locale; fromPath: boolean } {
  const fromPath = localeOfPath(pageUrl(request).pathname);
  if (fromPath) return { locale: fromPath, fromPath: true };
  const cookie = request.headers.get('cookie') ?? '';
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(cookie);
  const fromCookie = parseLocaleSegment(match?.[1] ? decodeURIComponent(match[1]) : undefined);
  return { locale: fromCookie ?? DEFAULT_LOCALE, fromPath: false };
}

export interface DocumentLocale {
  readonly tag: string;
  readonly lang: Locale['language'];
  readonly dir: 'ltr' | 'rtl';
}

export function documentLocale(locale: Locale): DocumentLocale {
  return { tag: formatLocale(locale), lang: locale.language, dir: directionOf(locale.language) };
}
