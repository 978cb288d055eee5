import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aPriceRange } from '../test-support/listing-query.arbitrary.js';
import {
  DEFAULT_PRICE_RANGE,
  MAX_PRICE_MINOR,
  PRICE_BANDS,
  effectivePriceRange,
  formatPriceRange,
  isPriceRangeSegment,
  parsePriceRange,
  priceBoundsMinor,
  priceRangeContains,
} from './price-range.js';

describe('price ranges', () => {
  it('reads under-N, N-M and N-above', () => {
    expect(parsePriceRange('under-500')).toEqual({ max: 500 });
    expect(parsePriceRange('500-1000')).toEqual({ min: 500, max: 1000 });
    expect(parsePriceRange('50000-Above')).toEqual({ min: 50000 });
  });

  it('is not a price range unless it has exactly two dash-separated parts that make sense', () => {
    for (const segment of ['rings', 'under-', 'under-abc', '1000-500', '500-500', '5-10-20', 'over-5', '-5', '1.5-3', '99999999999-above', '500']) {
      expect(isPriceRangeSegment(segment)).toBe(false);
    }
  });

  it('searches 10 to 9999999 when the shopper set no price', () => {
    expect(effectivePriceRange(undefined)).toEqual(DEFAULT_PRICE_RANGE);
    expect(effectivePriceRange({ max: 500 })).toEqual({ min: 10, max: 500 });
    expect(effectivePriceRange({ min: 2000 })).toEqual({ min: 2000, max: 9_999_999 });
    expect(effectivePriceRange({ max: 5 })).toEqual({ min: 5, max: 5 });
  });

  it('holds a price from the lower end, inclusive, up to the upper end, exclusive', () => {
    const band = parsePriceRange('500-1000') ?? {};
    expect(priceRangeContains(band, 50_000)).toBe(true);
    expect(priceRangeContains(band, 99_999)).toBe(true);
    expect(priceRangeContains(band, 100_000)).toBe(false);
    expect(priceRangeContains(band, 49_999)).toBe(false);
    expect(priceRangeContains(parsePriceRange('under-500') ?? {}, 50_000)).toBe(false);
    expect(priceRangeContains(parsePriceRange('50000-above') ?? {}, 5_000_000)).toBe(true);
  });

  it('gives the inclusive bounds in minor units an engine compares with', () => {
    expect(priceBoundsMinor({ min: 500, max: 1000 })).toEqual({ min: 50_000, max: 99_999 });
    expect(priceBoundsMinor({ max: 500 })).toEqual({ min: 0, max: 49_999 });
    expect(priceBoundsMinor({ min: 50_000 })).toEqual({ min: 5_000_000, max: MAX_PRICE_MINOR });
  });

  it('puts every price in exactly one band, the bands edge to edge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE_MINOR }), (amountMinor) => {
        expect(PRICE_BANDS.filter((band) => priceRangeContains(band, amountMinor))).toHaveLength(1);
      }),
    );
    for (const edge of [500, 1000, 2000, 5000, 10_000, 20_000, 50_000]) {
      expect(PRICE_BANDS.filter((band) => priceRangeContains(band, edge * 100)).map((band) => band.min)).toEqual([edge]);
    }
  });

  it('has no segment for a range open at both ends', () => {
    expect(formatPriceRange({})).toBeUndefined();
  });

  it('reads back every range it writes, and never yields a falling range', () => {
    fc.assert(
      fc.property(aPriceRange, (range) => {
        const segment = formatPriceRange(range);
        expect(segment).toBeDefined();
        expect(parsePriceRange(segment ?? '')).toEqual(range);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (segment) => {
        const range = parsePriceRange(segment);
        if (range?.min !== undefined && range.max !== undefined) expect(range.min).toBeLessThan(range.max);
      }),
    );
  });
});
