import { describe, expect, it } from 'vitest';
import { InMemoryReviews } from '../../test-support/in-memory-reviews.js';
import { ModerateReviews } from './moderate-reviews.use-case.js';

const SKU = 'RING-0001';

async function arrange() {
  const reviews = new InMemoryReviews({ [SKU]: 101 });
  const write = async (customerId: number, rating: number, status: 'pending' | 'published', region: 'sa' | 'eg' = 'sa') =>
    (await reviews.createReview({ language: 'en', region }, { sku: SKU, customerId, rating, title: `By ${customerId}`, body: 'Text.', status }))._unsafeUnwrap();
  const first = await write(1, 2, 'pending');
  const listed = await write(2, 5, 'published');
  const second = await write(3, 4, 'pending', 'eg');
  return { reviews, first, listed, second, moderate: new ModerateReviews(reviews) };
}

describe('moderating reviews', () => {
  it('queues the pending reviews of every region, oldest first, each with its region', async () => {
    const { moderate } = await arrange();
    const queue = (await moderate.pending())._unsafeUnwrap();

    expect(queue.map((review) => [review.title, review.region])).toEqual([
      ['By 1', 'sa'],
      ['By 3', 'eg'],
    ]);
  });

  it('publishes a pending review into the product’s stars, and a second publish changes nothing', async () => {
    const { reviews, first, moderate } = await arrange();

    expect((await moderate.move(first.id, 'publish'))._unsafeUnwrap()).toMatchObject({ id: first.id, status: 'published' });
    expect((await moderate.move(first.id, 'publish'))._unsafeUnwrap()).toMatchObject({ status: 'published' });
    expect(reviews.summaryOf(SKU)).toEqual({ summationOfRatings: 7, numberOfReviews: 2 });
    expect((await moderate.pending())._unsafeUnwrap().map((review) => review.title)).toEqual(['By 3']);
  });

  it('rejects a pending review, and withdraws a published one from the stars', async () => {
    const { reviews, second, listed, moderate } = await arrange();

    expect((await moderate.move(second.id, 'reject'))._unsafeUnwrap().status).toBe('rejected');
    expect((await moderate.move(listed.id, 'reject'))._unsafeUnwrap().status).toBe('rejected');
    expect(reviews.summaryOf(SKU)).toEqual({ summationOfRatings: 0, numberOfReviews: 0 });
  });

  it('answers NOT_FOUND for an id that names no review, malformed or absent', async () => {
    const { moderate } = await arrange();

    expect((await moderate.move('999', 'publish'))._unsafeUnwrapErr()).toMatchObject({ code: 'NOT_FOUND', params: { entity: 'review' } });
    expect((await moderate.move('1 OR 1=1', 'reject'))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });
});
