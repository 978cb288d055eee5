import { describe, expect, it } from 'vitest';
import { LOCALES } from '@storefront/core/locale';
import { alternateLinks, localesOfBrand, pathInLocale, seoLinks } from './alternates';

const request = new Request('https://shop.example/en-ae/miss-l?x=1');

describe('hreflang alternates', () => {
  it('name every locale a page exists in and point x-default at en-sa', () => {
    const links = alternateLinks(request, { locales: LOCALES, pathFor: (locale) => pathInLocale('/en-ae/miss-l', locale) });
    expect(links.map((link) => link.hrefLang)).toEqual(['en-sa', 'ar-sa', 'en-ae', 'ar-ae', 'en-eg', 'ar-eg', 'x-default']);
    expect(links.find((link) => link.hrefLang === 'ar-eg')?.href).toBe('https://shop.example/ar-eg/miss-l');
    expect(links.at(-1)).toEqual({ hrefLang: 'x-default', href: 'https://shop.example/en-sa/miss-l' });
  });

  it('give waves pages only the two KSA locales', () => {
    const locales = localesOfBrand('waves');
    expect(locales).toEqual([
      { language: 'en', region: 'sa' },
      { language: 'ar', region: 'sa' },
    ]);
    const links = alternateLinks(request, { locales, pathFor: (locale) => pathInLocale('/en-sa/waves', locale) });
    expect(links.map((link) => link.hrefLang)).toEqual(['en-sa', 'ar-sa', 'x-default']);
  });

  it('leave out locales where the page has no path and fall back to the first locale for x-default', () => {
    const links = alternateLinks(request, {
      locales: [
        { language: 'en', region: 'ae' },
        { language: 'ar', region: 'ae' },
      ],
      pathFor: (locale) => (locale.language === 'ar' ? undefined : '/en-ae/p/ring'),
      queryFor: () => '?product_sku=LZ-1',
    });
    expect(links).toEqual([
      { hrefLang: 'en-ae', href: 'https://shop.example/en-ae/p/ring?product_sku=LZ-1' },
      { hrefLang: 'x-default', href: 'https://shop.example/en-ae/p/ring?product_sku=LZ-1' },
    ]);
  });

  it('are none for a page that exists nowhere', () => {
    expect(alternateLinks(request, { locales: [], pathFor: () => '/x' })).toEqual([]);
  });

  it('swap only the locale segment of a path', () => {
    expect(pathInLocale('/en-sa', { language: 'ar', region: 'eg' })).toBe('/ar-eg');
    expect(pathInLocale('/en-sa/', { language: 'ar', region: 'eg' })).toBe('/ar-eg');
    expect(pathInLocale('/en-sa/miss-l/rings', { language: 'ar', region: 'sa' })).toBe('/ar-sa/miss-l/rings');
  });

  it('become link tags for a route meta', () => {
    expect(seoLinks({ canonical: 'https://shop.example/en-sa', alternates: [{ hrefLang: 'x-default', href: 'https://shop.example/en-sa' }] })).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://shop.example/en-sa' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example/en-sa' },
    ]);
  });
});
