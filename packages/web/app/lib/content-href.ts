import { parseLocaleSegment } from '@storefront/core/locale';
import { samePageIn } from './locale-switch';

/** Whether a content link leaves the store (`https://…`, `mailto:`). */
export function isExternalHref(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/**
 * Where a content link points in the shopper's locale: CMS links are written below the locale
 * segment (`/help-centre/order`, `/` for a brand's home), so the locale goes in front, and category
 * slugs are written in the locale's language (`/rings` is `/ar-sa/خواتم` in Arabic: the page's
 * canonical address); links that leave the store stay as they are.
 * `undefined` for a link to nowhere (`#`, empty).
 */
export function contentHref(localeTag: string, url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  if (isExternalHref(trimmed)) return trimmed;
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (path === '/') return `/${localeTag}`;
  const locale = parseLocaleSegment(localeTag);
  if (!locale) return `/${localeTag}${path}`;
  const end = path.search(/[?#]/);
  const [pathname, rest] = end === -1 ? [path, ''] : [path.slice(0, end), path.slice(end)];
  return samePageIn(locale, `/${localeTag}${pathname}`, rest);
}
