import { BRAND_PROFILES, brandOfPath, type Brand } from '../../locale/domain/brand.js';
import { parseLocalePath, type Locale } from '../../locale/domain/locale.js';
import type { ListingUrlIssue } from '../errors.js';
import { EMPTY_LISTING_QUERY, applySlug, type ListingQuery } from './listing-query.js';
import { isPriceRangeSegment } from './price-range.js';

export interface ParsedListingPath {
  readonly locale: Locale;
  readonly brand: Brand;
  /** The query the path alone asks for: its categories, shortcut filters and price range. */
  readonly query: ListingQuery;
  /** Whether the last segment is a price range (`under-500`, `500-1000`, `50000-above`). */
  readonly isPriceRangePath: boolean;
  readonly issues: readonly ListingUrlIssue[];
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Reads a listing path such as `/ar-sa/miss-l/مجوهرات-الذهب/خواتم/under-500`: locale, brand, the
 * category slugs in either language, shortcut filters, and a trailing price range. A segment that
 * names nothing known is reported; the web decides whether that is a 404.
 */
export function parseListingPath(pathname: string): ParsedListingPath {
  const { locale, rest } = parseLocalePath(pathname);
  const brand = brandOfPath(rest);
  const segments = rest.split('/').filter((segment) => segment !== '');
  if (BRAND_PROFILES[brand].homePath !== '') segments.shift();
  const last = segments.at(-1);
  const isPriceRangePath = last !== undefined && isPriceRangeSegment(decodeSegment(last) ?? '');
  const issues: ListingUrlIssue[] = [];
  let query = EMPTY_LISTING_QUERY;
  for (const raw of segments) {
    const segment = decodeSegment(raw);
    const next = segment === undefined ? undefined : applySlug(query, segment);
    if (next) query = next;
    else issues.push({ code: 'UNKNOWN_CATEGORY', params: { segment: raw } });
  }
  return { locale, brand, query, isPriceRangePath, issues };
}
