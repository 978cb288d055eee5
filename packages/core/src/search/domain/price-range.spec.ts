import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aPriceRange } from '../test-support/listing-query.arbitrary.js';
import { DEFAULT_PRICE_RANGE, effectivePriceRange, formatPriceRange, isPriceRangeSegment, parsePriceRange } from './price-range.js';

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
