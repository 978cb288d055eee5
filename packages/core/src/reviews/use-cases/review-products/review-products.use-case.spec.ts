import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../../../catalog/test-support/product.builder.js';
import type { ProductDetail } from '../../../catalog/domain/product-detail.js';
import { notFound } from '../../../shared/errors.js';
import { fakeCatalog } from '../../../shared/test-support/fake-read-ports.js';
import { InMemoryReviews } from '../../test-support/in-memory-reviews.js';
import { ReviewProducts } from './review-products.use-case.js';

const locale = { language: 'ar', region: 'sa' } as const;
const ring = { ...aProduct().withSku('RING-0001').withName('خاتم').build(), productId: 101 };
const bangle = { ...aProduct().withSku('BANGLE-0002').withName('سوار').build(), productId: 102 };

function arrange() {
  const reviews = new InMemoryReviews({ 'RING-0001': 101, 'BANGLE-0002': 102, 'GONE-0003': 103 });
  const catalog = fakeCatalog({
    listProductsByIds: (_scope, ids) => okAsync([ring, bangle].filter((product) => ids.includes(product.productId))),
    getProductBySku: (_scope, sku) => {
      const found = [ring, bangle].find((product) => product.sku === sku);
      return found ? okAsync({ sku: found.sku, name: found.name, images: [{ url: found.imageUrl, alt: '' }] } as unknown as ProductDetail) : errAsync(notFound('product', sku));
    },
  });
  return { reviews, use: new ReviewProducts(reviews, catalog) };
}

describe('the products of reviews and orders', () => {
  it('names each of My Reviews’ products in the page’s language, and none for one no longer sold', async () => {
    const { reviews, use } = arrange();
    await reviews.createReview(locale, { sku: 'GONE-0003', customerId: 7, rating: 3, title: 'T', body: 'B' });
    await reviews.createReview(locale, { sku: 'RING-0001', customerId: 7, rating: 5, title: 'T', body: 'B' });
    const mine = (await use.mine(locale, 7))._unsafeUnwrap();

    expect(mine.map(({ review, product }) => [review.sku, product?.name ?? null])).toEqual([
      ['RING-0001', 'خاتم'],
      ['GONE-0003', null],
    ]);
  });

  it('offers a delivered order’s products once each, with the review already written', async () => {
    const { reviews, use } = arrange();
    const written = (await reviews.createReview(locale, { sku: 'BANGLE-0002', customerId: 7, rating: 4, title: 'T', body: 'B' }))._unsafeUnwrap();
    const targets = (await use.ofOrder(locale, 7, { status: 'delivered', lines: [{ productId: 101 }, { productId: 102 }, { productId: 101 }] }))._unsafeUnwrap();

    expect(targets.map((target) => [target.sku, target.name, target.reviewId])).toEqual([
      ['RING-0001', 'خاتم', null],
      ['BANGLE-0002', 'سوار', written.id],
    ]);
  });

  it('offers nothing for an order that has not reached the customer', async () => {
    const { use } = arrange();
    for (const status of ['paid', 'processing', 'shipped', 'cancelled', 'refunded'] as const) {
      expect((await use.ofOrder(locale, 7, { status, lines: [{ productId: 101 }] }))._unsafeUnwrap()).toEqual([]);
    }
  });
});
