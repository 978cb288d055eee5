import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, brandSellsIn, formatLocale, sameLocale, type Brand, type Locale } from '@storefront/core/locale';
import { encodePath, requestOrigin } from './canonical';

export interface AlternateLink {
  /** `en-sa`, `ar-ae`, or `x-default`. */
  readonly hrefLang: string;
  readonly href: string;
}

/** What a page tells search engines about its address and its translations. */
export interface PageSeo {
  readonly canonical: string;
  readonly alternates: readonly AlternateLink[];
}

/** The locales a brand's pages exist in: waves is KSA only, so its pages are only en-sa and ar-sa. */
export function localesOfBrand(brand: Brand): readonly Locale[] {
  return LOCALES.filter((locale) => brandSellsIn(brand, locale.region));
}

/** The same path in another locale: `/en-sa/miss-l` becomes `/ar-ae/miss-l`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const [, , ...rest] = pathname.split('/');
  return ['', formatLocale(locale), ...rest].join('/').replace(/\/$/, '') || '/';
}

export interface AlternatesInput {
  /** The locales the page exists in. */
  readonly locales: readonly Locale[];
  /** The page's path in a locale; `undefined` when it has none there. */
  readonly pathFor: (locale: Locale) => string | undefined;
  /** The query that identifies the page in a locale (`?product_sku=...`), `''` when none. */
  readonly queryFor?: (locale: Locale) => string;
}

/**
 * One `hreflang` alternate per locale the page exists in, plus `x-default` pointing at the en-sa
 * version (or, when the page has none, the first locale it has).
 */
export function alternateLinks(request: Request, input: AlternatesInput): readonly AlternateLink[] {
  const origin = requestOrigin(request);
  const links = input.locales.flatMap((locale) => {
    const path = input.pathFor(locale);
    if (path === undefined) return [];
    return [{ locale, href: `${origin}${encodePath(path)}${input.queryFor?.(locale) ?? ''}` }];
  });
  const fallback = links.find((link) => sameLocale(link.locale, DEFAULT_LOCALE)) ?? links[0];
  return [
    ...links.map((link) => ({ hrefLang: formatLocale(link.locale), href: link.href })),
    ...(fallback ? [{ hrefLang: 'x-default', href: fallback.href }] : []),
  ];
}

/** The canonical and alternate `<link>` tags, for a route's `meta` export. */
export function seoLinks(seo: PageSeo): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((alternate) => ({ tagName: 'link' as const, rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href })),
  ];
}
