import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url';

describe('pageUrl', () => {
  it('reads a data request as the page it loads', () => {
    const url = pageUrl('http://shop.test/en-ae/rings.data?page=2&_routes=routes%2Flisting');
    expect(url.pathname).toBe('/en-ae/rings');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('_routes')).toBe(false);
  });

  it('reads the root and trailing-slash data requests', () => {
    expect(pageUrl('http://shop.test/_root.data').pathname).toBe('/');
    expect(pageUrl('http://shop.test/en-sa/rings/_.data').pathname).toBe('/en-sa/rings/');
  });

  it('leaves a document request as it is', () => {
    expect(pageUrl('http://shop.test/ar-sa/search?q=%D8%AE').href).toBe('http://shop.test/ar-sa/search?q=%D8%AE');
  });
});
