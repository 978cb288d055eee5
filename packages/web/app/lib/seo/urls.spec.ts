import { describe, expect, it } from 'vitest';
import { categoryListingPaths, productHref, productPath } from './urls';

describe('product addresses', () => {
  it('put the locale first and the SKU in product_sku', () => {
    expect(productPath({ language: 'en', region: 'ae' }, 'Rose Gold Heart Pendant')).toBe('/en-ae/p/rose-gold-heart-pendant');
    expect(productHref({ language: 'ar', region: 'sa' }, { name: 'خاتم', sku: 'LZ-RG-1001' })).toBe('/ar-sa/p/%D8%AE%D8%A7%D8%AA%D9%85?product_sku=LZ-RG-1001');
  });
});

describe('category listing paths', () => {
  it('put a child below its parent and the brand home first', () => {
    const paths = categoryListingPaths({ language: 'en', region: 'sa' }, 'missl', [
      { categoryId: 1, slug: 'gold-jewelry', name: 'Gold Jewelry' },
      { categoryId: 2, slug: '18k-gold', name: '18K Gold', parentId: 1 },
      { categoryId: 3, slug: 'orphan', name: 'Orphan', parentId: 99 },
    ]);
    expect([...paths.values()]).toEqual(['/en-sa/miss-l/gold-jewelry', '/en-sa/miss-l/gold-jewelry/18k-gold', '/en-sa/miss-l/orphan']);
  });
});
