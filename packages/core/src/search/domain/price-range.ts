/**
 * A price filter in whole currency units; an open end is absent.
 *
 * The one price rule of ranges, bands and price-range paths (decision 0532): a range holds the
 * prices from its lower end, inclusive, up to its upper end, exclusive. `500-1000` is [500, 1000),
 * `under-500` is [0, 500) and `50000-above` is [50000, ∞), so a price of exactly 1,000 is in
 * `1000-2000` only, and the bands of `PRICE_BANDS` count every price once.
 */
export interface PriceRange {
  readonly min?: number;
  readonly max?: number;
}

/** The bands of the price facet (spec section 2: under-500, 500-1000 … 50000-above), in ascending order, edge to edge. */
export const PRICE_BANDS: readonly PriceRange[] = [
  { max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 5000 },
  { min: 5000, max: 10_000 },
  { min: 10_000, max: 20_000 },
  { min: 20_000, max: 50_000 },
  { min: 50_000 },
];

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
 * range below the default floor (`under-5`) keeps its own ceiling as its floor's limit. The upper
 * bound is exclusive, as for every range.
 */
export function effectivePriceRange(range: PriceRange | undefined): { readonly min: number; readonly max: number } {
  const max = range?.max ?? DEFAULT_PRICE_RANGE.max;
  const min = range?.min ?? Math.min(DEFAULT_PRICE_RANGE.min, max);
  return { min, max };
}

/** Whether a price in minor units (hundredths) lies in the range: from `min`, inclusive, up to `max`, exclusive. */
export function priceRangeContains(range: PriceRange, amountMinor: number): boolean {
  return (range.min === undefined || amountMinor >= range.min * 100) && (range.max === undefined || amountMinor < range.max * 100);
}

/** The largest price an engine stores in minor units (a PostgreSQL `integer`): the top of a range open above. */
export const MAX_PRICE_MINOR = 2_147_483_647;

/**
 * A range as the inclusive bounds in minor units an engine compares with (`between`): prices are
 * whole minor units, so [500, 1000) is 50,000 to 99,999. A range open below starts at 0 and one
 * open above ends at `MAX_PRICE_MINOR`; an empty range gives a minimum above its maximum.
 */
export function priceBoundsMinor(range: PriceRange): { readonly min: number; readonly max: number } {
  return { min: (range.min ?? 0) * 100, max: range.max === undefined ? MAX_PRICE_MINOR : range.max * 100 - 1 };
}
