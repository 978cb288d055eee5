import { describe, expect, it } from 'vitest';
import { parseLocalePath } from './locale.js';
import { brandHomeUrl, brandOfPath, localeOptionsFor } from './brand.js';

describe('locale from the first path segment', () => {
  it('reads a full locale and keeps the rest of the path', () => {
    expect(parseLocalePath('/ar-ae/miss-l/rings')).toEqual({ locale: { language: 'ar', region: 'ae' }, source: 'segment', rest: '/miss-l/rings' });
  });

  it('reads plain en and ar as that language in the default region', () => {
    expect(parseLocalePath('/ar/cart')).toEqual({ locale: { language: 'ar', region: 'sa' }, source: 'language-segment', rest: '/cart' });
    expect(parseLocalePath('/EN')).toEqual({ locale: { language: 'en', region: 'sa' }, source: 'language-segment', rest: '/' });
  });

  it('falls back to the default locale when the first segment is part of the page', () => {
    expect(parseLocalePath('/miss-l/cart')).toEqual({ locale: { language: 'en', region: 'sa' }, source: 'default', rest: '/miss-l/cart' });
    expect(parseLocalePath('/')).toEqual({ locale: { language: 'en', region: 'sa' }, source: 'default', rest: '/' });
  });

  it('keeps the given fallback region for a language-only path', () => {
    expect(parseLocalePath('/ar', { language: 'en', region: 'eg' }).locale).toEqual({ language: 'ar', region: 'eg' });
  });
});

describe('brands in paths', () => {
  it('homes lazurde at /, missl at /miss-l and waves at /waves', () => {
    expect(brandOfPath('/')).toBe('lazurde');
    expect(brandOfPath('/rings')).toBe('lazurde');
    expect(brandOfPath('/miss-l/cart')).toBe('missl');
    expect(brandOfPath('/Waves')).toBe('waves');
    expect(brandHomeUrl('lazurde', { language: 'en', region: 'sa' })).toBe('/en-sa');
    expect(brandHomeUrl('missl', { language: 'ar', region: 'ae' })).toBe('/ar-ae/miss-l');
  });

  it('offers every region in the selector of the main brand, labelled in the page language', () => {
    const options = localeOptionsFor('lazurde', { language: 'ar', region: 'eg' });
    expect(options.map((option) => option.value)).toEqual(['en-sa', 'ar-sa', 'en-ae', 'ar-ae', 'en-eg', 'ar-eg']);
    expect(options.find((option) => option.value === 'en-eg')?.regionLabel).toBe('مصر');
  });

  it('offers only KSA in the waves selector', () => {
    expect(localeOptionsFor('waves', { language: 'en', region: 'sa' }).map((option) => option.value)).toEqual(['en-sa', 'ar-sa']);
  });

  it('offers every region on a waves page outside KSA, so the shopper’s own locale is a choice', () => {
    const options = localeOptionsFor('waves', { language: 'en', region: 'ae' });
    expect(options.map((option) => option.value)).toEqual(['en-sa', 'ar-sa', 'en-ae', 'ar-ae', 'en-eg', 'ar-eg']);
    expect(options.find((option) => option.value === 'ar-ae')?.regionLabel).toBe('U.A.E.');
  });
});
