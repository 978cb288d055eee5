import { describe, expect, it } from 'vitest';
import { samePageIn } from './locale-switch';

describe('samePageIn', () => {
  it('keeps the page and its query, changing only the locale', () => {
    expect(samePageIn({ language: 'ar', region: 'sa' }, '/en-sa', '')).toBe('/ar-sa');
    expect(samePageIn({ language: 'ar', region: 'ae' }, '/en-ae/search', '?q=ring')).toBe('/ar-ae/search?q=ring');
  });

  it('writes category slugs and shortcut filters in the new language', () => {
    const arabic = samePageIn({ language: 'ar', region: 'sa' }, '/en-sa/miss-l/gold-jewelry/18k-gold/under-500', '?page=2');
    expect(decodeURIComponent(arabic)).toBe('/ar-sa/miss-l/مجوهرات-الذهب/ذهب-عيار-18/under-500?page=2');
    expect(samePageIn({ language: 'en', region: 'sa' }, `/ar-sa/${encodeURIComponent('خواتم')}`, '')).toBe('/en-sa/rings');
  });

  it("writes a listing's filters in the new language where its facet groups give them", () => {
    const facets = [{ facet: 'metal_karat_ar', choices: [{ value: '18 قيراط', twinValue: '18K' }] }] as const;
    const arabicQuery = `?${encodeURIComponent('عيار_الذهب')}=${encodeURIComponent('18 قيراط')}&${encodeURIComponent('الترتيب')}=price-asc`;
    expect(samePageIn({ language: 'en', region: 'sa' }, `/ar-sa/${encodeURIComponent('خواتم')}`, arabicQuery, facets)).toBe('/en-sa/rings?gold_karat=18K&sort=price-asc');
    // Without the groups (a page that is no listing), the query goes over as it is.
    expect(samePageIn({ language: 'en', region: 'sa' }, `/ar-sa/${encodeURIComponent('خواتم')}`, arabicQuery)).toBe(`/en-sa/rings${arabicQuery}`);
  });

  it('leaves a price range behind in a store with another currency, keeping the filters and sort', () => {
    expect(samePageIn({ language: 'en', region: 'eg' }, '/en-sa/rings/2000-5000', '?color=Yellow%20Gold&sort=price-asc')).toBe('/en-eg/rings?color=Yellow%20Gold&sort=price-asc');
    expect(decodeURIComponent(samePageIn({ language: 'ar', region: 'sa' }, '/en-ae/search', '?q=ring&price=under-500'))).toBe('/ar-sa/search?q=ring');
    expect(samePageIn({ language: 'ar', region: 'sa' }, '/en-sa/rings/2000-5000', '?price=500-1000')).toBe('/ar-sa/%D8%AE%D9%88%D8%A7%D8%AA%D9%85/2000-5000?price=500-1000');
  });

  it('takes a checkout to the bag of another region, whose store does not know the cart, and keeps it within the region', () => {
    expect(samePageIn({ language: 'en', region: 'ae' }, '/ar-sa/checkout', '?cartId=xKW418loVr2Okv03E4hsN_F8eyqaM_Ww')).toBe('/en-ae/cart');
    expect(samePageIn({ language: 'ar', region: 'eg' }, '/en-sa/checkout/return', '?attempt=abc')).toBe('/ar-eg/cart');
    expect(samePageIn({ language: 'en', region: 'sa' }, '/ar-sa/checkout', '?cartId=xKW418loVr2Okv03E4hsN_F8eyqaM_Ww')).toBe('/en-sa/checkout?cartId=xKW418loVr2Okv03E4hsN_F8eyqaM_Ww');
  });
});
