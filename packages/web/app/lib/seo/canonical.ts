import { decodeQueryString, encodeQueryString, listingTargetOf, type QueryEntry } from '@storefront/core/search';
import { pageUrl } from '../page-url';

/** The site's origin as the request reached it: `https://shop.example` (no trailing slash). */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}

/** Encodes each path segment once, so Arabic slugs become valid URL paths. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join('/');
}

export interface CanonicalOptions {
  /** The page's path; the request's own path when absent. */
  readonly pathname?: string;
  /** The query parameters that identify the page; none when absent. */
  readonly query?: readonly QueryEntry[];
}

/** An absolute canonical URL on the request's origin: `https://shop.example/en-sa/p/ring?product_sku=LZ-RG-1001`. */
export function canonicalUrl(request: Request, options: CanonicalOptions = {}): string {
  const url = pageUrl(request);
  const pathname = encodePath(options.pathname ?? url.pathname);
  return `${url.origin}${pathname}${encodeQueryString(options.query ?? [])}`;
}

/** Whether a `page` value asks for anything but the first page. */
function isLaterPage(value: string): boolean {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 1;
}

/**
 * The query a listing page is known by: its filter, category, price, sort and page parameters in
 * the order given, without `page=1` and without parameters listings do not read (tracking tags,
 * typos), so every variant of one listing points at one URL.
 */
export function listingCanonicalQuery(search: string): readonly QueryEntry[] {
  return decodeQueryString(search).entries.filter(([name, value]) => {
    const target = listingTargetOf(name);
    if (!target || value.trim() === '') return false;
    return target.kind !== 'page' || isLaterPage(value);
  });
}

/** The canonical URL of a listing page. */
export function listingCanonicalUrl(request: Request): string {
  return canonicalUrl(request, { query: listingCanonicalQuery(pageUrl(request).search) });
}
