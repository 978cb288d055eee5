import { describe, expect, it } from 'vitest';
import { parseListingPath } from './listing-path.js';

describe('listing paths', () => {
  it('reads locale, brand, categories and a trailing price range', () => {
    const path = parseListingPath('/en-ae/miss-l/gold-jewelry/rings/500-1000');
    expect(path).toEqual({
      locale: { language: 'en', region: 'ae' },
      brand: 'missl',
      query: { categories: ['gold-jewelry', 'rings'], filters: {}, priceRange: { min: 500, max: 1000 }, page: 1 },
      isPriceRangePath: true,
      issues: [],
    });
  });

  it('reads Arabic category slugs, percent-encoded or not', () => {
    const path = parseListingPath(`/ar-sa/${encodeURIComponent('مجوهرات-الذهب')}/خواتم/under-500`);
    expect(path.query).toEqual({ categories: ['gold-jewelry', 'rings'], filters: {}, priceRange: { max: 500 }, page: 1 });
    expect(path.brand).toBe('lazurde');
  });

  it('is a price-range path only when the last segment is a range', () => {
    expect(parseListingPath('/en-sa/rings').isPriceRangePath).toBe(false);
    expect(parseListingPath('/en-sa/waves/50000-above').isPriceRangePath).toBe(true);
  });

  it('turns shortcut segments into filters', () => {
    expect(parseListingPath('/en-sa/gold-jewelry/21k-gold').query.filters).toEqual({ metal_karat: ['21K'] });
  });

  it('reports segments it does not know instead of failing', () => {
    const path = parseListingPath('/en-sa/watches/%E0%A4%A');
    expect(path.issues).toEqual([
      { code: 'UNKNOWN_CATEGORY', params: { segment: 'watches' } },
      { code: 'UNKNOWN_CATEGORY', params: { segment: '%E0%A4%A' } },
    ]);
    expect(path.isPriceRangePath).toBe(false);
  });
});
