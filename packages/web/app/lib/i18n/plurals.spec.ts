import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { i18nFor, tOf } from './bundles';

const arSa = tOf(i18nFor({ language: 'ar', region: 'sa' }));
const enSa = tOf(i18nFor({ language: 'en', region: 'sa' }));

describe('plural forms, chosen by i18next from the count', () => {
  it('gives Arabic its six forms: zero, one, two, few (3–10), many (11–99) and other (100+)', () => {
    const results = [0, 1, 2, 3, 11, 100].map((count) => arSa('listing.count', { count }));
    expect(results).toEqual(['لا توجد نتائج', 'نتيجة واحدة', 'نتيجتان', '3 نتائج', '11 نتيجة', '100 نتيجة']);
    const reviews = [0, 1, 2, 3, 11, 100].map((count) => arSa('reviews.count', { count }));
    expect(reviews).toEqual(['لا توجد تقييمات', 'تقييم واحد', 'تقييمان', '3 تقييمات', '11 تقييماً', '100 تقييم']);
  });

  it('counts the pieces in the shopping bag in Arabic in the header, the mini-cart and the cart page', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => arSa('header.cart', { count }))).toEqual([
      'حقيبة التسوق، لا منتجات فيها',
      'حقيبة التسوق، منتج واحد',
      'حقيبة التسوق، منتجان',
      'حقيبة التسوق، 3 منتجات',
      'حقيبة التسوق، 11 منتجاً',
      'حقيبة التسوق، 100 منتج',
    ]);
    expect(arSa('miniCart.viewCart', { count: 2 })).toBe('اعرض حقيبة التسوق (منتجان)');
    expect(arSa('miniCart.viewCart', { count: 10 })).toBe('اعرض حقيبة التسوق (10 منتجات)');
    expect(arSa('cart.itemCount', { count: 1 })).toBe('منتج واحد');
    expect(arSa('cart.itemCount', { count: 99 })).toBe('99 منتجاً');
    expect(arSa('cart.itemCount', { count: 102 })).toBe('102 منتج');
  });

  it('gives English one and other, zero being other', () => {
    expect(enSa('listing.count', { count: 1 })).toBe('1 result');
    expect(enSa('listing.count', { count: 2 })).toBe('2 results');
    expect(enSa('listing.count', { count: 0 })).toBe('0 results');
    expect(enSa('reviews.count', { count: 1 })).toBe('1 review');
    expect(enSa('reviews.count', { count: 2 })).toBe('2 reviews');
    expect(enSa('header.cart', { count: 1 })).toBe('Shopping bag, 1 item');
    expect(enSa('header.cart', { count: 2 })).toBe('Shopping bag, 2 items');
    expect(enSa('miniCart.viewCart', { count: 2 })).toBe('View shopping bag (2 items)');
    expect(enSa('cart.itemCount', { count: 1 })).toBe('1 item');
  });

  it('reads the same forms in every region of a language', () => {
    for (const region of ['sa', 'ae', 'eg'] as const) {
      const t = tOf(i18nFor({ language: 'ar', region }));
      expect(t('listing.count', { count: 2 }), region).toBe('نتيجتان');
      expect(t('listing.count', { count: 7 }), region).toBe('7 نتائج');
    }
  });

  it('picks the Arabic form Intl.PluralRules names for any count, and writes the count in Latin digits with grouping', () => {
    const rules = new Intl.PluralRules('ar');
    const forms: Record<string, (count: number) => boolean> = {
      zero: (count) => arSa('listing.count', { count }) === 'لا توجد نتائج',
      one: (count) => arSa('listing.count', { count }) === 'نتيجة واحدة',
      two: (count) => arSa('listing.count', { count }) === 'نتيجتان',
      few: (count) => arSa('listing.count', { count }).endsWith(' نتائج'),
      many: (count) => /^[\d,]+ نتيجة$/.test(arSa('listing.count', { count })),
      other: (count) => /^[\d,]+ نتيجة$/.test(arSa('listing.count', { count })),
    };
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), (count) => {
        expect(forms[rules.select(count)]?.(count), String(count)).toBe(true);
      }),
    );
    expect(arSa('listing.count', { count: 1234 })).toBe('1,234 نتيجة');
    expect(enSa('listing.count', { count: 1234 })).toBe('1,234 results');
  });
});

describe('formatted values, by i18next’s Intl formatters', () => {
  it('writes numbers in the page’s language with Latin digits, as prices are (decision 0008)', () => {
    expect(arSa('productPage.vatIncluded', { rate: 15 })).toBe('الأسعار شاملة ضريبة القيمة المضافة 15%');
    expect(enSa('productPage.vatIncluded', { rate: 12.5 })).toBe('Prices include 12.5% VAT');
    expect(enSa('productPage.vatIncluded', { rate: 1 / 3 })).toBe('Prices include 0.33% VAT');
    expect(arSa('reviews.average', { average: 4 })).toBe('4.0 من 5');
    expect(enSa('reviews.average', { average: 4.25 })).toBe('4.3 out of 5');
  });

  it('writes dates in the page’s language as the order pages do (the month in words), in UTC, with Latin digits', () => {
    const date = new Date('2025-03-09T23:30:00Z');
    expect(enSa('reviews.date', { date })).toBe('March 9, 2025');
    expect(arSa('reviews.date', { date })).toBe('9 مارس 2025');
    expect(arSa('myReviews.writtenOn', { date })).toContain('9 مارس 2025');
    expect(arSa('reviews.date', { date })).not.toMatch(/[٠-٩]/);
  });
});
