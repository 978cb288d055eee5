import { describe, expect, it } from 'vitest';
import { InMemoryOrderStore } from '../../../order/test-support/in-memory-order-store.js';
import { anOrder, anOrderLine } from '../../../order/test-support/order.builder.js';
import { InMemoryReviews } from '../../test-support/in-memory-reviews.js';
import { WriteReview } from './write-review.use-case.js';

const RING = { sku: 'RING-0001', productId: 101 };
const BANGLE = { sku: 'BANGLE-0002', productId: 102 };
const delivered = anOrder().numbered('SA-D1').of(7).at('delivered').withLines(anOrderLine({ productId: RING.productId, sku: 'RING-0001-52' })).build();
const shipped = anOrder().numbered('SA-S1').of(7).at('shipped').withLines(anOrderLine({ productId: BANGLE.productId, sku: 'BANGLE-0002' })).build();
const inEgypt = anOrder().numbered('EG-D2').inRegion('eg').of(7).at('delivered').withLines(anOrderLine({ productId: BANGLE.productId, currency: 'EGP' })).build();
const someoneElses = anOrder().numbered('SA-D3').of(8).at('delivered').withLines(anOrderLine({ productId: BANGLE.productId })).build();

const draft = { rating: 5, title: '  Beautiful ring ', body: 'It sparkles.', language: 'en' };

function arrange(autoPublish = true) {
  const reviews = new InMemoryReviews({ [RING.sku]: RING.productId, [BANGLE.sku]: BANGLE.productId });
  const orders = new InMemoryOrderStore().add(delivered, shipped, inEgypt, someoneElses);
  return { reviews, write: new WriteReview(reviews, orders, { autoPublish }) };
}

describe('WriteReview', () => {
  it('publishes a delivered buyer’s review at once with auto-publish, in the language written, and the stars follow', async () => {
    const { reviews, write } = arrange(true);
    const review = (await write.execute({ region: 'sa', customerId: 7, sku: RING.sku, draft: { ...draft, language: 'ar' } }))._unsafeUnwrap();

    expect(review).toMatchObject({ sku: RING.sku, rating: 5, title: 'Beautiful ring', language: 'ar', status: 'published' });
    expect(reviews.summaryOf(RING.sku)).toEqual({ summationOfRatings: 5, numberOfReviews: 1 });
  });

  it('keeps the review pending without auto-publish, out of the product’s stars', async () => {
    const { reviews, write } = arrange(false);
    const review = (await write.execute({ region: 'sa', customerId: 7, sku: RING.sku, draft }))._unsafeUnwrap();

    expect(review.status).toBe('pending');
    expect(reviews.summaryOf(RING.sku)).toEqual({ summationOfRatings: 0, numberOfReviews: 0 });
  });

  it('refuses a customer whose order of the product is not delivered here (only shipped, or delivered in another region’s store) or who never bought it', async () => {
    const { write } = arrange();
    const notYet = await write.execute({ region: 'sa', customerId: 7, sku: BANGLE.sku, draft });
    const neverBought = await write.execute({ region: 'sa', customerId: 9, sku: RING.sku, draft });

    expect(notYet._unsafeUnwrapErr()).toEqual({ code: 'REVIEW_NOT_VERIFIED_BUYER', params: { sku: BANGLE.sku } });
    expect(neverBought._unsafeUnwrapErr().code).toBe('REVIEW_NOT_VERIFIED_BUYER');
    expect((await write.execute({ region: 'eg', customerId: 7, sku: BANGLE.sku, draft }))._unsafeUnwrap().status).toBe('published');
  });

  it('allows one review per product per customer', async () => {
    const { write } = arrange();
    const first = (await write.execute({ region: 'sa', customerId: 7, sku: RING.sku, draft }))._unsafeUnwrap();

    expect((await write.execute({ region: 'sa', customerId: 7, sku: RING.sku, draft }))._unsafeUnwrapErr()).toEqual({
      code: 'REVIEW_ALREADY_WRITTEN',
      params: { sku: RING.sku },
    });
    expect((await write.eligibility('sa', 7, RING.sku))._unsafeUnwrap()).toEqual({ kind: 'already-reviewed', reviewId: first.id });
  });

  it('tells the product page whether the customer may review', async () => {
    const { write } = arrange();
    expect((await write.eligibility('sa', 7, RING.sku))._unsafeUnwrap()).toEqual({ kind: 'eligible' });
    expect((await write.eligibility('sa', 7, BANGLE.sku))._unsafeUnwrap()).toEqual({ kind: 'not-a-buyer' });
    expect((await write.eligibility('sa', 7, 'NO-SUCH'))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('refuses a rating outside 1 to 5, an empty or overlong title or text, and an unknown language, naming the field', async () => {
    const { write } = arrange();
    const fieldOf = async (change: Record<string, unknown>) => {
      const error = (await write.execute({ region: 'sa', customerId: 7, sku: RING.sku, draft: { ...draft, ...change } }))._unsafeUnwrapErr();
      return error.code === 'INVALID' ? error.params.field : error.code;
    };

    expect(await fieldOf({ rating: 0 })).toBe('rating');
    expect(await fieldOf({ rating: 6 })).toBe('rating');
    expect(await fieldOf({ rating: 4.5 })).toBe('rating');
    expect(await fieldOf({ title: '   ' })).toBe('title');
    expect(await fieldOf({ title: 'x'.repeat(151) })).toBe('title');
    expect(await fieldOf({ body: '' })).toBe('body');
    expect(await fieldOf({ body: 'x'.repeat(5001) })).toBe('body');
    expect(await fieldOf({ language: 'fr' })).toBe('language');
  });
});
