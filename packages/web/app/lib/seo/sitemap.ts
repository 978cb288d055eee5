import { LOCALES, formatLocale, parseLocaleSegment, type Locale } from '@storefront/core/locale';

/** How long crawlers and caches may keep a sitemap: an hour, then a day stale while refetching. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
/** A sitemap file may list at most this many URLs (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** `/sitemaps/en-sa.xml`. */
export function sitemapPath(locale: Locale): string {
  return `/sitemaps/${formatLocale(locale)}.xml`;
}

/** The locale a sitemap file name stands for (`en-sa.xml`), `undefined` for anything else. */
export function localeOfSitemapFile(file: string | undefined): Locale | undefined {
  const match = /^([a-z]{2}-[a-z]{2})\.xml$/i.exec(file ?? '');
  return match ? parseLocaleSegment(match[1]) : undefined;
}

/** The sitemap index: one sitemap per locale. */
export function sitemapIndexXml(origin: string, locales: readonly Locale[] = LOCALES): string {
  const entries = locales.map((locale) => `  <sitemap><loc>${escapeXml(`${origin}${sitemapPath(locale)}`)}</loc></sitemap>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</sitemapindex>', ''].join('\n');
}

/** A sitemap of absolute URLs, duplicates dropped, cut at the format's limit. */
export function urlSetXml(urls: readonly string[]): string {
  const entries = [...new Set(urls)].slice(0, SITEMAP_URL_LIMIT).map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

/** `robots.txt`: everything but the API may be crawled, and the sitemap index is named. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
}
