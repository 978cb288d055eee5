import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, directionOf, formatLocale, parseLocaleSegment, sameLocale } from './locale.js';
import { brandSellsIn } from './brand.js';
import { currencyOf } from './region.js';

describe('locale', () => {
  it('reads the six {lang}-{region} forms from the first path segment', () => {
    expect(LOCALES.map(formatLocale).sort()).toEqual(['ar-ae', 'ar-eg', 'ar-sa', 'en-ae', 'en-eg', 'en-sa']);
    for (const locale of LOCALES) {
      expect(parseLocaleSegment(formatLocale(locale))).toEqual(locale);
    }
  });

  it('accepts an upper-case segment such as en-SA', () => {
    expect(parseLocaleSegment('en-SA')).toEqual({ language: 'en', region: 'sa' });
  });

  it('rejects segments that are not storefront locales', () => {
    for (const segment of [undefined, '', 'fr-sa', 'en-us', 'en', 'miss-l', 'en-sa-x']) {
      expect(parseLocaleSegment(segment)).toBeUndefined();
    }
  });

  it('reads Arabic right to left and English left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('defaults to English in KSA', () => {
    expect(formatLocale(DEFAULT_LOCALE)).toBe('en-sa');
    expect(sameLocale(DEFAULT_LOCALE, { language: 'en', region: 'sa' })).toBe(true);
    expect(sameLocale(DEFAULT_LOCALE, { language: 'ar', region: 'sa' })).toBe(false);
  });

  it('prices each region in its own currency', () => {
    expect([currencyOf('sa'), currencyOf('ae'), currencyOf('eg')]).toEqual(['SAR', 'AED', 'EGP']);
  });

  it('offers waves only in KSA', () => {
    expect(brandSellsIn('waves', 'sa')).toBe(true);
    expect(brandSellsIn('waves', 'ae')).toBe(false);
    expect(brandSellsIn('waves', 'eg')).toBe(false);
    expect(brandSellsIn('missl', 'eg')).toBe(true);
  });
});
