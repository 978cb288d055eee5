import { describe, expect, it } from 'vitest';
import { canonicalUrl, encodePath, listingCanonicalQuery, listingCanonicalUrl, requestOrigin } from './canonical';

const request = (url: string) => new Request(url);

describe('canonical URLs', () => {
  it('are absolute on the origin the request came in on', () => {
    expect(requestOrigin(request('https://shop.example/en-sa/rings?page=2'))).toBe('https://shop.example');
    expect(canonicalUrl(request('http://127.0.0.1:4317/en-sa/miss-l?utm_source=mail'))).toBe('http://127.0.0.1:4317/en-sa/miss-l');
  });

  it('take the page path and identifying query they are given', () => {
    const url = canonicalUrl(request('https://shop.example/en-sa/p/old-name?product_sku=LZ-RG-1001&review_sort=lowest'), {
      pathname: '/en-sa/p/solitaire-diamond-ring',
      query: [['product_sku', 'LZ-RG-1001']],
    });
    expect(url).toBe('https://shop.example/en-sa/p/solitaire-diamond-ring?product_sku=LZ-RG-1001');
  });

  it('percent-encode Arabic path segments exactly once', () => {
    const once = encodePath('/ar-sa/خواتم');
    expect(once).toBe('/ar-sa/%D8%AE%D9%88%D8%A7%D8%AA%D9%85');
    expect(encodePath(once)).toBe(once);
    expect(canonicalUrl(request('https://shop.example/ar-sa/%D8%AE%D9%88%D8%A7%D8%AA%D9%85'))).toBe(`https://shop.example${once}`);
  });

  it('keep a malformed escape as text rather than fail', () => {
    expect(encodePath('/en-sa/%E0%A4%A')).toBe('/en-sa/%25E0%25A4%25A');
  });
});

describe('listing canonical URLs', () => {
  it('drop page=1 and parameters listings do not read', () => {
    const url = listingCanonicalUrl(request('https://shop.example/en-sa/rings?utm_source=x&gold_karat=18K&page=1&fbclid=abc'));
    expect(url).toBe('https://shop.example/en-sa/rings?gold_karat=18K');
  });

  it('keep later pages, sort and Arabic parameter names, in the order given', () => {
    expect(listingCanonicalQuery('?الصفحة=3&sort=price-asc&color=Rose%20Gold')).toEqual([
      ['الصفحة', '3'],
      ['sort', 'price-asc'],
      ['color', 'Rose Gold'],
    ]);
  });

  it('drop empty values and pages that are not a later page number', () => {
    expect(listingCanonicalQuery('?type=&page=abc&page=0&page=2')).toEqual([['page', '2']]);
  });

  it('are the bare listing path when nothing identifies a narrower page', () => {
    expect(listingCanonicalUrl(request('https://shop.example/en-sa/rings?page=1'))).toBe('https://shop.example/en-sa/rings');
  });
});

describe('canonical URL of a client-side data request', () => {
  it('names the page, not the .data address React Router fetches', () => {
    const request = new Request('https://shop.example/en-sa/rings.data?_routes=routes%2Flisting&page=2');

    expect(listingCanonicalUrl(request)).toBe('https://shop.example/en-sa/rings?page=2');
  });
});
