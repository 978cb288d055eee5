import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { DefaultVatPolicy } from '../../../locale/domain/vat.policy.js';
import type { Review } from '../../../reviews/domain/review.js';
import { parseReviewPage, reviewPageCount } from '../../../reviews/domain/review-pages.js';
import { notFound, unavailable } from '../../../shared/errors.js';
import { fakeCatalog, fakeReviews } from '../../../shared/test-support/fake-read-ports.js';
import { aProduct as aTile } from '../../test-support/product.builder.js';
import type { ProductDetail } from '../../domain/product-detail.js';
import type { CatalogScope } from '../../ports/catalog.port.js';
import { ViewProductPage } from './view-product-page.use-case.js';

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

function aReview(id: number): Review {
  return { id: String(id), sku: 'LZ-RG-1001', rating: 5, title: `T${id}`, body: 'B', authorName: 'Noura A.', language: 'ar', createdAt: new Date(Date.UTC(2025, 0, id)) };
}

interface StoreOptions {
  readonly product?: ProductDetail;
  readonly soldIn?: readonly string[];
  readonly failExtras?: boolean;
  /** Published reviews and the port's page size. */
  readonly reviews?: { readonly total: number; readonly pageSize: number };
}

function aStore(options: StoreOptions = {}) {
  const product = options.product ?? aProduct();
  const soldIn = options.soldIn ?? ['sa', 'ae', 'eg'];
  const reviewCalls: number[] = [];
  const extra = <T>(value: T) => (options.failExtras ? errAsync(unavailable('catalog')) : okAsync(value));
  const catalog = fakeCatalog({
    getProductBySku: (scope: CatalogScope, sku: string) =>
      sku === product.sku && soldIn.includes(scope.region) ? okAsync(product) : errAsync(notFound('product', sku)),
    listRelatedProducts: () => extra([aTile().withName('Related').build()]),
    listCategories: () =>
      extra([
        { categoryId: 1, slug: 'jewellery', name: 'Jewellery' },
        { categoryId: 2, slug: 'rings', name: 'Rings', parentId: 1 },
      ]),
    listProductsByIds: (scope: CatalogScope) =>
      extra(soldIn.includes(scope.region) ? [aTile().withName(scope.language === 'ar' ? 'خاتم سوليتير' : 'Solitaire Diamond Ring').build()] : []),
  });
  const { total, pageSize } = options.reviews ?? { total: 0, pageSize: 10 };
  const reviews = fakeReviews({
    listPublished: (_locale, _sku, _sort, page) => {
      reviewCalls.push(page);
      if (options.failExtras) return errAsync(unavailable('reviews'));
      const all = Array.from({ length: total }, (_, index) => aReview(index + 1));
      return okAsync({ reviews: all.slice((page - 1) * pageSize, page * pageSize), summary: product.reviewSummary, total });
    },
  });
  return { viewProductPage: new ViewProductPage(catalog, reviews, new DefaultVatPolicy()), reviewCalls };
}

const enSa = { language: 'en', region: 'sa' } as const;
const input = { locale: enSa, sku: 'LZ-RG-1001' } as const;

describe('ViewProductPage', () => {
  it('is NOT_FOUND for a SKU the region does not sell', async () => {
    const result = await aStore({ soldIn: ['ae'] }).viewProductPage.execute(input);
    expect(result._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('is BRAND_NOT_IN_REGION for a piece of a brand only other regions sell, and NOT_FOUND for a piece the region’s brands leave out', async () => {
    const waves = aStore({ product: aProduct({ brand: 'waves', sku: 'WV-RG-3001' }), soldIn: ['sa'] }).viewProductPage;
    expect((await waves.execute({ locale: { language: 'ar', region: 'ae' }, sku: 'WV-RG-3001' }))._unsafeUnwrapErr()).toEqual({
      code: 'BRAND_NOT_IN_REGION',
      params: { brand: 'waves', region: 'ae' },
    });
    const lazurde = aStore({ soldIn: ['sa'] }).viewProductPage;
    expect((await lazurde.execute({ locale: { language: 'en', region: 'eg' }, sku: 'LZ-RG-1001' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await waves.execute({ locale: { language: 'en', region: 'eg' }, sku: 'WV-NO-SUCH' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('is NOT_FOUND, without asking the catalogue, for a value that can be no SKU', async () => {
    for (const sku of [null, '', '   ', 'LZ-RG-1001\u0000', 'x'.repeat(81)]) {
      const result = await aStore().viewProductPage.execute({ locale: enSa, sku });
      expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'NOT_FOUND', params: { entity: 'product' } });
    }
  });

  it('carries related tiles, reviews, the category crumb below its parent and the region’s VAT rate', async () => {
    const page = (await aStore().viewProductPage.execute(input))._unsafeUnwrap();
    expect(page.related.map((tile) => tile.name)).toEqual(['Related']);
    expect(page.reviews).toMatchObject({ sort: 'recent', page: 1, pageCount: 0, total: 0 });
    expect(page.category).toEqual({ name: 'Rings', slugPath: ['jewellery', 'rings'] });
    expect(page.vatRate).toBe(1500);
  });

  it('names the product in both languages of every region that sells it', async () => {
    const page = (await aStore({ soldIn: ['sa', 'eg'] }).viewProductPage.execute(input))._unsafeUnwrap();
    expect(page.translations).toEqual([
      { locale: { language: 'en', region: 'sa' }, name: 'Solitaire Diamond Ring' },
      { locale: { language: 'ar', region: 'sa' }, name: 'خاتم سوليتير' },
      { locale: { language: 'en', region: 'eg' }, name: 'Solitaire Diamond Ring' },
      { locale: { language: 'ar', region: 'eg' }, name: 'خاتم سوليتير' },
    ]);
  });

  it('looks for waves products only in KSA', async () => {
    const page = (await aStore({ product: aProduct({ brand: 'waves' }) }).viewProductPage.execute(input))._unsafeUnwrap();
    expect(page.translations.map((translation) => translation.locale.region)).toEqual(['sa', 'sa']);
  });

  it('still shows the product when everything around it fails', async () => {
    const page = (await aStore({ failExtras: true }).viewProductPage.execute(input))._unsafeUnwrap();
    expect(page.product.sku).toBe('LZ-RG-1001');
    expect(page.related).toEqual([]);
    expect(page.reviews).toBeNull();
    expect(page.category).toBeNull();
    expect(page.translations.map((translation) => translation.locale)).toEqual([enSa, { language: 'ar', region: 'sa' }]);
  });

  it('has no category crumb for a product without categories', async () => {
    const page = (await aStore({ product: aProduct({ categories: [] }) }).viewProductPage.execute(input))._unsafeUnwrap();
    expect(page.category).toBeNull();
  });

  it('shows the asked review page and sort, counting pages from the first page’s length', async () => {
    const { viewProductPage, reviewCalls } = aStore({ reviews: { total: 25, pageSize: 10 } });
    const page = (await viewProductPage.execute({ ...input, reviewSort: 'highest', reviewPage: '3' }))._unsafeUnwrap();
    expect(page.reviews?.reviews.map((review) => review.id)).toEqual(['21', '22', '23', '24', '25']);
    expect(page.reviews).toMatchObject({ sort: 'highest', page: 3, pageCount: 3, total: 25 });
    expect(reviewCalls.sort()).toEqual([1, 3]);
  });

  it('reads the first review page only once, and an unreadable sort or page as the defaults', async () => {
    const { viewProductPage, reviewCalls } = aStore({ reviews: { total: 4, pageSize: 10 } });
    const page = (await viewProductPage.execute({ ...input, reviewSort: 'loudest', reviewPage: 'two' }))._unsafeUnwrap();
    expect(page.reviews).toMatchObject({ sort: 'recent', page: 1, pageCount: 1 });
    expect(reviewCalls).toEqual([1]);
  });
});

describe('review pages', () => {
  it('read the page from the address leniently', () => {
    expect(parseReviewPage('3')).toBe(3);
    expect(parseReviewPage(' 2 ')).toBe(2);
    for (const bad of [null, undefined, '', '0', '-1', '2.5', 'two', '10001', '9999999']) expect(parseReviewPage(bad)).toBe(1);
  });

  it('count pages from the size the first page reveals', () => {
    expect(reviewPageCount(0, 0)).toBe(0);
    expect(reviewPageCount(7, 7)).toBe(1);
    expect(reviewPageCount(25, 10)).toBe(3);
    expect(reviewPageCount(20, 10)).toBe(2);
  });
});
