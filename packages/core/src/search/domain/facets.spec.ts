import { describe, expect, it } from 'vitest';
import { FILTER_FACETS, addFilterValues, facetTwins } from './facets.js';

describe('facet twins', () => {
  it('pairs an English-valued facet with its Arabic-valued twin, from either side', () => {
    expect(facetTwins('metal_karat')).toEqual({ en: 'metal_karat', ar: 'metal_karat_ar' });
    expect(facetTwins('metal_karat_ar')).toEqual({ en: 'metal_karat', ar: 'metal_karat_ar' });
    expect(facetTwins('brand_ar')).toEqual({ en: 'brand', ar: 'brand_ar' });
  });

  it('makes a facet without an Arabic-valued twin its own', () => {
    expect(facetTwins('metal')).toEqual({ en: 'metal', ar: 'metal' });
    expect(facetTwins('diamonds')).toEqual({ en: 'diamonds', ar: 'diamonds' });
  });

  it('pairs every filter facet both ways', () => {
    for (const facet of FILTER_FACETS) {
      const twins = facetTwins(facet);
      expect([twins.en, twins.ar]).toContain(facet);
      expect(facetTwins(twins.en)).toEqual(twins);
      expect(facetTwins(twins.ar)).toEqual(twins);
    }
  });
});

describe('adding filter values', () => {
  it('keeps the order chosen and drops repeats', () => {
    expect(addFilterValues({ type: ['Rings'] }, 'type', ['Earrings', 'Rings'])).toEqual({ type: ['Rings', 'Earrings'] });
  });
});
