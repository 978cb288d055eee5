import { describe, expect, it } from 'vitest';
import { InMemoryReviews } from '../../test-support/in-memory-reviews.js';
import { DeleteMyReview, EditMyReview, ListMyReviews } from './my-reviews.use-case.js';

const SKU = 'RING-0001';

async function arrange(autoPublish: boolean) {
  const reviews = new InMemoryReviews({ [SKU]: 101, 'BANGLE-0002': 102 });
  const mine = (await reviews.createReview({ language: 'en', region: 'sa' }, { sku: SKU, customerId: 7, rating: 4, title: 'Nice', body: 'Good.', status: 'published' }))._unsafeUnwrap();
  const older = (await reviews.createReview({ language: 'ar', region: 'sa' }, { sku: 'BANGLE-0002', customerId: 7, rating: 3, title: 'حسن', body: 'جيد.', status: 'pending' }))._unsafeUnwrap();
  const theirs = (await reviews.createReview({ language: 'en', region: 'sa' }, { sku: SKU, customerId: 8, rating: 1, title: 'Meh', body: 'No.', status: 'published' }))._unsafeUnwrap();
  return { reviews, mine, older, theirs, settings: { autoPublish } };
}

describe('My Reviews', () => {
  it('lists only the customer’s own reviews in the region, newest first, with their state', async () => {
    const { reviews } = await arrange(true);
    const list = (await new ListMyReviews(reviews).execute({ region: 'sa', customerId: 7 }))._unsafeUnwrap();

    expect(list.map((review) => [review.title, review.status, review.language])).toEqual([
      ['حسن', 'pending', 'ar'],
      ['Nice', 'published', 'en'],
    ]);
    expect((await new ListMyReviews(reviews).execute({ region: 'eg', customerId: 7 }))._unsafeUnwrap()).toEqual([]);
  });

  it('sends an edited review back to moderation without auto-publish, taking its stars off the product', async () => {
    const { reviews, mine, settings } = await arrange(false);
    const edited = (await new EditMyReview(reviews, settings).execute({ region: 'sa', customerId: 7, reviewId: mine.id, draft: { rating: 2, title: 'Changed', body: 'Less good.', language: 'en' } }))._unsafeUnwrap();

    expect(edited).toMatchObject({ rating: 2, title: 'Changed', status: 'pending' });
    expect(reviews.summaryOf(SKU)).toEqual({ summationOfRatings: 1, numberOfReviews: 1 });
  });

  it('keeps an edited review published with auto-publish, with its new stars', async () => {
    const { reviews, mine, settings } = await arrange(true);
    (await new EditMyReview(reviews, settings).execute({ region: 'sa', customerId: 7, reviewId: mine.id, draft: { rating: 5, title: 'Better', body: 'Now great.', language: 'ar' } }))._unsafeUnwrap();

    expect(reviews.summaryOf(SKU)).toEqual({ summationOfRatings: 6, numberOfReviews: 2 });
  });

  it('deletes the customer’s own review, and its stars with it', async () => {
    const { reviews, mine } = await arrange(true);
    (await new DeleteMyReview(reviews).execute({ region: 'sa', customerId: 7, reviewId: mine.id }))._unsafeUnwrap();

    expect(reviews.summaryOf(SKU)).toEqual({ summationOfRatings: 1, numberOfReviews: 1 });
    expect((await new ListMyReviews(reviews).execute({ region: 'sa', customerId: 7 }))._unsafeUnwrap().map((review) => review.title)).toEqual(['حسن']);
  });

  it('answers NOT_FOUND for another customer’s review, another region’s and a malformed id, and changes nothing', async () => {
    const { reviews, mine, theirs, settings } = await arrange(true);
    const draft = { rating: 5, title: 'Hijack', body: 'x', language: 'en' };
    const edit = new EditMyReview(reviews, settings);
    const remove = new DeleteMyReview(reviews);

    const answers = [
      (await edit.execute({ region: 'sa', customerId: 7, reviewId: theirs.id, draft }))._unsafeUnwrapErr(),
      (await edit.execute({ region: 'eg', customerId: 7, reviewId: mine.id, draft }))._unsafeUnwrapErr(),
      (await remove.execute({ region: 'sa', customerId: 7, reviewId: theirs.id }))._unsafeUnwrapErr(),
      (await remove.execute({ region: 'sa', customerId: 7, reviewId: '../1' }))._unsafeUnwrapErr(),
    ];

    expect(answers.map((error) => error.code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(answers[0]).toEqual({ code: 'NOT_FOUND', params: { entity: 'review', id: theirs.id } });
    expect(reviews.summaryOf(SKU)).toEqual({ summationOfRatings: 5, numberOfReviews: 2 });
  });

  it('refuses an edit with a rating outside 1 to 5', async () => {
    const { reviews, mine, settings } = await arrange(true);
    const error = (await new EditMyReview(reviews, settings).execute({ region: 'sa', customerId: 7, reviewId: mine.id, draft: { rating: 9, title: 'T', body: 'B', language: 'en' } }))._unsafeUnwrapErr();
    expect(error).toMatchObject({ code: 'INVALID', params: { field: 'rating' } });
  });
});
