import { describe, expect, it } from 'vitest';
import { escapeXml, localeOfSitemapFile, robotsTxt, sitemapIndexXml, sitemapPath, urlSetXml, xmlResponse } from './sitemap';

describe('sitemaps', () => {
  it('index one sitemap per locale on the request origin', () => {
    const xml = sitemapIndexXml('https://shop.example');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap>/g)).toHaveLength(6);
    expect(xml).toContain('<loc>https://shop.example/sitemaps/ar-eg.xml</loc>');
  });

  it('list each URL once, escaped for XML', () => {
    const xml = urlSetXml(['https://shop.example/en-sa/p/a?product_sku=A&x=1', 'https://shop.example/en-sa/p/a?product_sku=A&x=1', 'https://shop.example/en-sa']);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://shop.example/en-sa/p/a?product_sku=A&amp;x=1</loc>');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('read a locale from a sitemap file name and nothing else', () => {
    expect(localeOfSitemapFile('en-sa.xml')).toEqual({ language: 'en', region: 'sa' });
    expect(sitemapPath({ language: 'ar', region: 'ae' })).toBe('/sitemaps/ar-ae.xml');
    expect(localeOfSitemapFile('fr-sa.xml')).toBeUndefined();
    expect(localeOfSitemapFile('en-sa.txt')).toBeUndefined();
    expect(localeOfSitemapFile(undefined)).toBeUndefined();
  });

  it('answer as cacheable application/xml', () => {
    const response = xmlResponse('<x/>');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
  });

  it('are named by robots.txt, which keeps crawlers out of the API', () => {
    expect(robotsTxt('https://shop.example')).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://shop.example/sitemap.xml\n');
  });
});
