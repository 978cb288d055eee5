import { describe, expect, it } from 'vitest';
import { listingSeo } from './page-seo';
import type { ListingFacets } from './seo/listing-spelling';

const seoOf = (address: string) => listingSeo(new Request(`https://shop.example${address}`), 'lazurde');
const ownAlternate = (address: string, hrefLang: string) => seoOf(address).alternates.find((link) => link.hrefLang === hrefLang)?.href;

describe('listing canonical links', () => {
  it('write category slugs in the language of the locale, whichever the address used', () => {
    const arabic = `https://shop.example/ar-sa/${encodeURIComponent('خواتم')}`;
    expect(seoOf('/ar-sa/rings').canonical).toBe(arabic);
    expect(seoOf(`/ar-sa/${encodeURIComponent('خواتم')}`).canonical).toBe(arabic);
    expect(seoOf(`/en-sa/${encodeURIComponent('خواتم')}`).canonical).toBe('https://shop.example/en-sa/rings');
  });

  it('are the page’s own hreflang alternate, so the two never disagree', () => {
    for (const [address, locale] of [['/ar-sa/rings', 'ar-sa'], ['/en-ae/rings/price-100-2000?page=2', 'en-ae'], ['/ar-eg/gold-jewelry/18k-gold', 'ar-eg']] as const) {
      expect(seoOf(address).canonical).toBe(ownAlternate(address, locale));
    }
  });

  it('keep only the parameters that pick the content, without a first page, under the names the language writes', () => {
    expect(seoOf('/en-sa/rings?utm_source=mail&page=1&metal_karat=18K').canonical).toBe('https://shop.example/en-sa/rings?gold_karat=18K');
  });
});

describe('listing canonical links with filters', () => {
  const karats: ListingFacets = [{ facet: 'metal_karat_ar', choices: [{ value: '18 قيراط', twinValue: '18K' }] }];
  const seo = (address: string) => listingSeo(new Request(`https://shop.example${address}`), 'lazurde', karats);
  const arabicQuery = `?${encodeURIComponent('عيار_الذهب')}=${encodeURIComponent('18 قيراط')}`;

  it('give a filter written with English values on an Arabic page the address of its Arabic twin', () => {
    const english = seo('/ar-sa/rings?gold_karat=18K');
    const arabic = seo(`/ar-sa/${encodeURIComponent('خواتم')}${arabicQuery}`);
    expect(english.canonical).toBe(`https://shop.example/ar-sa/${encodeURIComponent('خواتم')}${arabicQuery}`);
    expect(arabic.canonical).toBe(english.canonical);
    expect(arabic.alternates).toEqual(english.alternates);
  });

  it('name the page in each alternate with that language’s values', () => {
    const alternates = seo('/ar-sa/rings?gold_karat=18K').alternates;
    expect(alternates.find((link) => link.hrefLang === 'en-ae')?.href).toBe('https://shop.example/en-ae/rings?gold_karat=18K');
    expect(alternates.find((link) => link.hrefLang === 'ar-eg')?.href).toBe(`https://shop.example/ar-eg/${encodeURIComponent('خواتم')}${arabicQuery}`);
  });
});
