/** Whether a content link leaves the store (`https://…`, `mailto:`). */
export function isExternalHref(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/**
 * Where a content link points in the shopper's locale: CMS links are written below the locale
 * segment (`/help-centre/order`, `/` for a brand's home), so the locale goes in front; links
 * that leave the store stay as they are. `undefined` for a link to nowhere (`#`, empty).
 */
export function contentHref(localeTag: string, url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  if (isExternalHref(trimmed)) return trimmed;
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return path === '/' ? `/${localeTag}` : `/${localeTag}${path}`;
}
