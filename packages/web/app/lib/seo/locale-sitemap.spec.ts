import { errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Brand, Category, ProductSummary, SearchRequest } from '@storefront/core';
import { localeSitemapUrls, type SitemapServices } from './locale-sitemap';

function aTile(sku: string, name: string, brand: Brand = 'lazurde'): ProductSummary {
  return { productId: 1, sku, name, brand, price: { amountMinor: 100, currency: 'SAR' }, imageUrl: '/images/catalog/ring.svg', inStock: true, availableToSell: 12, warningLevel: 3 };
}

/** A store whose search engine pages through `products` `pageSize` at a time. */
function aStore(products: Record<Brand, ProductSummary[]>, options: { pageSize?: number; failSearch?: boolean } = {}) {
  const searches: SearchRequest[] = [];
  const categories: Category[] = [
    { categoryId: 1, slug: 'rings', name: 'Rings' },
    { categoryId: 2, slug: 'gold-jewelry', name: 'Gold' },
    { categoryId: 3, slug: '18k-gold', name: '18K', parentId: 2 },
  ];
  const services = {
    catalog: { listCategories: () => okAsync(categories) },
    buildSearchRequest: {
      execute: (input: { brand: Brand }) => ok({ request: { brand: input.brand, start: 0, rows: 40 } as unknown as SearchRequest }),
    },
    searchProducts: {
      execute: (request: SearchRequest) => {
        searches.push(request);
        if (options.failSearch) return errAsync({ code: 'SEARCH_FAILED', params: {} });
        const all = products[request.brand];
        const size = Math.min(request.rows, options.pageSize ?? request.rows);
        return okAsync({ products: all.slice(request.start, request.start + size), total: all.length, facets: {} });
      },
    },
  } as unknown as SitemapServices;
  return { services, searches };
}

describe('a locale sitemap', () => {
  it('lists brand homes, category listings and product pages of the region', async () => {
    const { services } = aStore({ lazurde: [aTile('LZ-1', 'Solitaire Diamond Ring')], missl: [aTile('ML-1', 'Star', 'missl')], waves: [aTile('WV-1', 'Wave', 'waves')] });
    const urls = (await localeSitemapUrls(services, 'https://shop.example', { language: 'en', region: 'sa' }))._unsafeUnwrap();
    expect(urls).toContain('https://shop.example/en-sa');
    expect(urls).toContain('https://shop.example/en-sa/miss-l');
    expect(urls).toContain('https://shop.example/en-sa/waves');
    expect(urls).toContain('https://shop.example/en-sa/rings');
    expect(urls).toContain('https://shop.example/en-sa/gold-jewelry/18k-gold');
    expect(urls).toContain('https://shop.example/en-sa/miss-l/rings');
    expect(urls).toContain('https://shop.example/en-sa/p/solitaire-diamond-ring?product_sku=LZ-1');
    expect(urls).toContain('https://shop.example/en-sa/p/wave?product_sku=WV-1');
  });

  it('leaves out brands the region does not sell: no waves outside KSA', async () => {
    const { services, searches } = aStore({ lazurde: [], missl: [], waves: [aTile('WV-1', 'Wave', 'waves')] });
    const urls = (await localeSitemapUrls(services, 'https://shop.example', { language: 'ar', region: 'ae' }))._unsafeUnwrap();
    expect(urls.some((url) => url.includes('waves') || url.includes('WV-1'))).toBe(false);
    expect(searches.map((search) => search.brand)).not.toContain('waves');
  });

  it('pages through the search until every product is listed, even when the engine pages smaller', async () => {
    const many = Array.from({ length: 95 }, (_, index) => aTile(`LZ-${index}`, `Piece ${index}`));
    const { services, searches } = aStore({ lazurde: many, missl: [], waves: [] }, { pageSize: 40 });
    const urls = (await localeSitemapUrls(services, 'https://shop.example', { language: 'en', region: 'eg' }))._unsafeUnwrap();
    expect(urls.filter((url) => url.includes('product_sku='))).toHaveLength(95);
    expect(searches.filter((search) => search.brand === 'lazurde').map((search) => search.start)).toEqual([0, 40, 80]);
  });

  it('fails as a whole when the search fails, so crawlers come back rather than drop pages', async () => {
    const { services } = aStore({ lazurde: [], missl: [], waves: [] }, { failSearch: true });
    const result = await localeSitemapUrls(services, 'https://shop.example', { language: 'en', region: 'sa' });
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'SITEMAP_UNAVAILABLE', params: { cause: 'SEARCH_FAILED' } });
  });
});
