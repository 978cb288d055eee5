/** A price filter in whole currency units; an open end is absent. */
export interface PriceRange {
  readonly min?: number;
  readonly max?: number;
}

/** What the search asks for when the shopper set no price (spec section 5). */
export const DEFAULT_PRICE_RANGE = { min: 10, max: 9_999_999 } as const;

const LIMIT = 1_000_000_000;
const NUMBER = /^\d{1,10}$/;

function amount(text: string): number | undefined {
  if (!NUMBER.test(text)) return undefined;
  const value = Number(text);
  return value <= LIMIT ? value : undefined;
}

/**
 * Reads a price-range segment: `under-500`, `500-1000` or `50000-above`. Exactly two
 * dash-separated parts; a bounded range must rise (`1000-500` is not a range).
 */
export function parsePriceRange(segment: string): PriceRange | undefined {
  const parts = segment.trim().toLowerCase().split('-');
  if (parts.length !== 2) return undefined;
  const [left = '', right = ''] = parts;
  if (left === 'under') {
    const max = amount(right);
    return max === undefined ? undefined : { max };
  }
  const min = amount(left);
  if (min === undefined) return undefined;
  if (right === 'above') return { min };
  const max = amount(right);
  return max !== undefined && min < max ? { min, max } : undefined;
}

/** Whether a listing path's last segment names a price range rather than a category. */
export function isPriceRangeSegment(segment: string): boolean {
  return parsePriceRange(segment) !== undefined;
}

/** The segment form of a range; a range open at both ends has none. */
export function formatPriceRange(range: PriceRange): string | undefined {
  if (range.min !== undefined && range.max !== undefined) return `${range.min}-${range.max}`;
  if (range.max !== undefined) return `under-${range.max}`;
  if (range.min !== undefined) return `${range.min}-above`;
  return undefined;
}

/**
 * The bounds sent to search: the shopper's range with open ends filled from the default. A
 * range below the default floor (`under-5`) keeps its own ceiling as its floor's limit.
 */
export function effectivePriceRange(range: PriceRange | undefined): { readonly min: number; readonly max: number } {
  const max = range?.max ?? DEFAULT_PRICE_RANGE.max;
  const min = range?.min ?? Math.min(DEFAULT_PRICE_RANGE.min, max);
  return { min, max };
}
