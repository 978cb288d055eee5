import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { notFound, unavailable, type CatalogScope, type ProductDetail, type ProductSummary } from '@storefront/core';
import { loadProductPage, type ProductPageServices } from './load-product-page';

function aProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    productId: 7,
    sku: 'LZ-RG-1001',
    name: 'Solitaire Diamond Ring',
    description: 'A diamond.',
    brand: 'lazurde',
    images: [{ url: '/images/catalog/ring.svg', alt: 'Ring' }],
    categories: ['Rings'],
    customFields: { karat: '18K' },
    price: { amountMinor: 745_000, currency: 'SAR' },
    inventory: { isInStock: true, availableToSell: 2, warningLevel: 3 },
    variants: [],
    reviewSummary: { summationOfRatings: 9, numberOfReviews: 2 },
    ...overrides,
  };
}

function aTile(name: string): ProductSummary {
  return { productId: 7, sku: 'LZ-RG-1001', name, brand: 'lazurde', price: { amountMinor: 1, currency: 'SAR' }, imageUrl: '/x', inStock: true, availableToSell: 12, warningLevel: 3 };
}

interface StoreOptions {
  readonly product?: ProductDetail;
  readonly soldIn?: readonly string[];
  readonly failExtras?: boolean;
}

function aStore(options: StoreOptions = {}): ProductPageServices {
  const product = options.product ?? aProduct();
  const soldIn = options.soldIn ?? ['sa', 'ae', 'eg'];
  const extra = <T,>(value: T) => (options.failExtras ? errAsync(unavailable('catalog')) : okAsync(value));
  return {
    catalog: {
      getProductBySku: (scope: CatalogScope, sku: string) =>
        sku === product.sku && soldIn.includes(scope.region) ? okAsync(product) : errAsync(notFound('product', sku)),
      listRelatedProducts: () => extra([aTile('Related')]),
      listCategories: () => extra([{ categoryId: 1, slug: 'rings', name: 'Rings' }]),
      listProductsByIds: (scope: CatalogScope) =>
        extra(soldIn.includes(scope.region) ? [aTile(scope.language === 'ar' ? 'خاتم سوليتير' : 'Solitaire Diamond Ring')] : []),
    },
    reviews: {
      listPublished: () =>
        options.failExtras ? errAsync(unavailable('reviews')) : okAsync({ reviews: [], summary: product.reviewSummary, total: 0 }),
    },
  } as unknown as ProductPageServices;
}

const enSa = { language: 'en', region: 'sa' } as const;
const request = { locale: enSa, sku: 'LZ-RG-1001', reviewSort: 'recent', reviewPage: 1 } as const;

describe('the product page read', () => {
  it('is NOT_FOUND for a SKU the region does not sell', async () => {
    const result = await loadProductPage(aStore({ soldIn: ['ae'] }), request);
    expect(result._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('carries the stock state, related tiles, reviews and the category crumb', async () => {
    const page = (await loadProductPage(aStore(), request))._unsafeUnwrap();
    expect(page.stock).toBe('low-stock');
    expect(page.related.map((tile) => tile.name)).toEqual(['Related']);
    expect(page.reviews).toMatchObject({ page: 1, pageCount: 0, total: 0 });
    expect(page.category).toEqual({ name: 'Rings', path: '/en-sa/rings' });
  });

  it('names the product in both languages of every region that sells it', async () => {
    const page = (await loadProductPage(aStore({ soldIn: ['sa', 'eg'] }), request))._unsafeUnwrap();
    expect(page.translations).toEqual([
      { locale: { language: 'en', region: 'sa' }, name: 'Solitaire Diamond Ring' },
      { locale: { language: 'ar', region: 'sa' }, name: 'خاتم سوليتير' },
      { locale: { language: 'en', region: 'eg' }, name: 'Solitaire Diamond Ring' },
      { locale: { language: 'ar', region: 'eg' }, name: 'خاتم سوليتير' },
    ]);
  });

  it('looks for waves products only in KSA', async () => {
    const page = (await loadProductPage(aStore({ product: aProduct({ brand: 'waves' }) }), request))._unsafeUnwrap();
    expect(page.translations.map((translation) => translation.locale.region)).toEqual(['sa', 'sa']);
  });

  it('still shows the product when everything around it fails', async () => {
    const page = (await loadProductPage(aStore({ failExtras: true }), request))._unsafeUnwrap();
    expect(page.product.sku).toBe('LZ-RG-1001');
    expect(page.related).toEqual([]);
    expect(page.reviews).toBeNull();
    expect(page.category).toBeNull();
    expect(page.translations.map((translation) => translation.locale)).toEqual([enSa, { language: 'ar', region: 'sa' }]);
  });

  it('has no category crumb for a product without categories', async () => {
    const page = (await loadProductPage(aStore({ product: aProduct({ categories: [] }) }), request))._unsafeUnwrap();
    expect(page.category).toBeNull();
  });
});
