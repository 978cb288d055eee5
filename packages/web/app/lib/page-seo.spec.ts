import { describe, expect, it } from 'vitest';
import { listingSeo } from './page-seo';

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

  it('keep only the parameters that pick the content, without a first page', () => {
    expect(seoOf('/en-sa/rings?utm_source=mail&page=1&metal_karat=18K').canonical).toBe('https://shop.example/en-sa/rings?metal_karat=18K');
  });
});
