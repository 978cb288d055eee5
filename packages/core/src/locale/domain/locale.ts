import { z } from 'zod';

/** A region is a store of its own: currency, prices, VAT, customers, carts and orders. */
export const REGIONS = ['sa', 'ae', 'eg'] as const;
// Schemas are for boundaries (API bodies, stored records); the rules below use plain guards, so a
// browser bundle that only reads locales leaves zod out.
export const regionSchema = /* @__PURE__ */ z.enum(REGIONS);
export type Region = z.infer<typeof regionSchema>;

export const LANGUAGES = ['en', 'ar'] as const;
export const languageSchema = /* @__PURE__ */ z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Whether a value is one of the storefront's region codes. */
export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** Whether a value is one of the storefront's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export type TextDirection = 'ltr' | 'rtl';

/** A storefront locale: the first path segment of every page, `{lang}-{region}`. */
export interface Locale {
  readonly language: Language;
  readonly region: Region;
}

export const DEFAULT_LOCALE: Locale = { language: 'en', region: 'sa' };

export const LOCALES: readonly Locale[] = REGIONS.flatMap((region) =>
  LANGUAGES.map((language) => ({ language, region })),
);

/** English reads left to right; Arabic right to left. */
export function directionOf(language: Language): TextDirection {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** `en-sa`, the form used in paths and in the locale cookie. */
export function formatLocale(locale: Locale): string {
  return `${locale.language}-${locale.region}`;
}

const LOCALE_SEGMENT = /^(en|ar)-(sa|ae|eg)$/;

/**
 * Reads a locale from a URL's first path segment (`en-sa`, `AR-AE`).
 * Returns `undefined` for anything that is not one of the six storefront locales.
 */
export function parseLocaleSegment(segment: string | undefined): Locale | undefined {
  if (segment === undefined) return undefined;
  const match = LOCALE_SEGMENT.exec(segment.toLowerCase());
  if (!match) return undefined;
  const [, language, region] = match;
  return isLanguage(language) && isRegion(region) ? { language, region } : undefined;
}

/** How a path named its locale: in full (`en-sa`), by language only (`ar`), or not at all. */
export type LocaleSource = 'segment' | 'language-segment' | 'default';

export interface LocalePath {
  readonly locale: Locale;
  readonly source: LocaleSource;
  /** The path after the locale segment, always starting with `/` (`/miss-l/rings`, `/`). */
  readonly rest: string;
}

/**
 * Reads the locale from a URL path's first segment. `en-sa` names a locale in full; plain `en` or
 * `ar` keep the default region; any other first segment belongs to the page and the default
 * locale applies. Automatic detection is off: nothing else (headers, cookies) is consulted here.
 */
export function parseLocalePath(pathname: string, fallback: Locale = DEFAULT_LOCALE): LocalePath {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const first = segments[0];
  const rest = `/${segments.slice(1).join('/')}`;
  const full = parseLocaleSegment(first);
  if (full) return { locale: full, source: 'segment', rest };
  const language = first?.toLowerCase();
  if (isLanguage(language)) return { locale: { language, region: fallback.region }, source: 'language-segment', rest };
  return { locale: fallback, source: 'default', rest: `/${segments.join('/')}` };
}

/** Equality on the two parts, since locales are plain values. */
export function sameLocale(a: Locale, b: Locale): boolean {
  return a.language === b.language && a.region === b.region;
}
