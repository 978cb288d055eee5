import { describe, expect, it } from 'vitest';
import type { BrandCatalogue, Category, ProductSummary } from '@storefront/core/catalog';
import type { Brand } from '@storefront/core/locale';
import { localeSitemapUrls } from './locale-sitemap';

function aTile(sku: string, name: string, brand: Brand = 'lazurde'): ProductSummary {
  return { productId: 1, sku, name, brand, price: { amountMinor: 100, currency: 'SAR' }, imageUrl: '/images/catalog/ring.svg', inStock: true, availableToSell: 12, warningLevel: 3 };
}

const categories: Category[] = [
  { categoryId: 1, slug: 'rings', name: 'Rings' },
  { categoryId: 2, slug: 'gold-jewelry', name: 'Gold' },
  { categoryId: 3, slug: '18k-gold', name: '18K', parentId: 2 },
];

describe('a locale sitemap', () => {
  it('lists brand homes, category listings and product pages of what the locale sells', () => {
    const catalogue: BrandCatalogue[] = [
      { brand: 'lazurde', categories, products: [aTile('LZ-1', 'Solitaire Diamond Ring')] },
      { brand: 'missl', categories, products: [aTile('ML-1', 'Star', 'missl')] },
      { brand: 'waves', categories: [], products: [aTile('WV-1', 'Wave', 'waves')] },
    ];
    const urls = localeSitemapUrls(catalogue, 'https://shop.example', { language: 'en', region: 'sa' });
    expect(urls).toContain('https://shop.example/en-sa');
    expect(urls).toContain('https://shop.example/en-sa/miss-l');
    expect(urls).toContain('https://shop.example/en-sa/waves');
    expect(urls).toContain('https://shop.example/en-sa/rings');
    expect(urls).toContain('https://shop.example/en-sa/gold-jewelry/18k-gold');
    expect(urls).toContain('https://shop.example/en-sa/miss-l/rings');
    expect(urls).toContain('https://shop.example/en-sa/p/solitaire-diamond-ring?product_sku=LZ-1');
    expect(urls).toContain('https://shop.example/en-sa/p/wave?product_sku=WV-1');
  });

  it('encodes Arabic paths', () => {
    const urls = localeSitemapUrls([{ brand: 'lazurde', categories: [{ categoryId: 1, slug: 'خواتم', name: 'خواتم' }], products: [] }], 'https://shop.example', { language: 'ar', region: 'sa' });
    expect(urls).toEqual(['https://shop.example/ar-sa', `https://shop.example/ar-sa/${encodeURIComponent('خواتم')}`]);
  });
});
