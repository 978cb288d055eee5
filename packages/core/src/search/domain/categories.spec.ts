import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, categorySlugIn, meaningOfSlug } from './categories.js';
import { MULTICOLOURED_GOLDS, routeFacetValue } from './facet-values.js';

describe('category slugs', () => {
  it('reads every category slug in English and in Arabic as the same category', () => {
    for (const [en, ar] of Object.entries(CATEGORY_SLUGS)) {
      expect(meaningOfSlug(en)).toEqual({ kind: 'category', slug: en });
      expect(meaningOfSlug(ar)).toEqual({ kind: 'category', slug: en });
    }
    expect(meaningOfSlug('Gold-Jewelry')).toEqual({ kind: 'category', slug: 'gold-jewelry' });
  });

  it('writes a category in the page’s language', () => {
    expect(categorySlugIn('rings', 'ar')).toBe('خواتم');
    expect(categorySlugIn('rings', 'en')).toBe('rings');
  });

  it('turns the shortcut categories into filters, in the slug’s language', () => {
    expect(meaningOfSlug('18k-gold')).toEqual({ kind: 'filter', facet: 'metal_karat', value: '18K' });
    expect(meaningOfSlug('21k-gold')).toEqual({ kind: 'filter', facet: 'metal_karat', value: '21K' });
    expect(meaningOfSlug('cubic-zirconia')).toEqual({ kind: 'filter', facet: 'stone', value: 'Cubic Zirconia' });
    expect(meaningOfSlug('anklets')).toEqual({ kind: 'filter', facet: 'type', value: 'Anklets' });
    expect(meaningOfSlug('bangles')).toEqual({ kind: 'filter', facet: 'type', value: 'Bangles' });
    expect(meaningOfSlug('tennis-bracelet')).toEqual({ kind: 'filter', facet: 'type', value: 'Tennis Bracelet' });
    expect(meaningOfSlug('خلاخيل')).toEqual({ kind: 'filter', facet: 'type_ar', value: 'خلاخيل' });
  });

  it('knows nothing of other slugs', () => {
    expect(meaningOfSlug('watches')).toEqual({ kind: 'unknown' });
  });
});

describe('facet values', () => {
  it('expands Multicolored to the four gold combinations, in English and in Arabic', () => {
    expect(routeFacetValue('metal_color', 'Multicolored')).toEqual({ facet: 'metal_color', values: MULTICOLOURED_GOLDS.en });
    expect(routeFacetValue('metal_color_ar', 'متعدد الألوان')).toEqual({ facet: 'metal_color_ar', values: MULTICOLOURED_GOLDS.ar });
    expect(MULTICOLOURED_GOLDS.en).toHaveLength(4);
  });

  it('sends Diamonds and Lab Grown Diamonds, in either language, to the diamonds facet', () => {
    expect(routeFacetValue('stone', 'diamonds')).toEqual({ facet: 'diamonds', values: ['Diamonds'] });
    expect(routeFacetValue('stone', 'Lab Grown Diamonds')).toEqual({ facet: 'diamonds', values: ['Lab Grown Diamonds'] });
    expect(routeFacetValue('stone_ar', 'الألماس')).toEqual({ facet: 'diamonds', values: ['الألماس'] });
    expect(routeFacetValue('stone_ar', 'ألماس مصنع في المختبر')).toEqual({ facet: 'diamonds', values: ['ألماس مصنع في المختبر'] });
  });

  it('leaves other values where they were', () => {
    expect(routeFacetValue('stone', 'Pearl')).toEqual({ facet: 'stone', values: ['Pearl'] });
    expect(routeFacetValue('type', 'Multicolored')).toEqual({ facet: 'type', values: ['Multicolored'] });
  });
});
