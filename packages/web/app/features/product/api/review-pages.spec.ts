import { describe, expect, it } from 'vitest';
import type { Review } from '@storefront/core/reviews';
import { reviewsSectionOf } from './review-pages';

function aReview(id: number): Review {
  return { id: String(id), sku: 'LZ-1', rating: 5, title: `T${id}`, body: 'B', authorName: 'Noura A.', language: 'ar', createdAt: new Date(Date.UTC(2025, 0, id)) };
}

describe('review pages', () => {
  it('show each review’s date as text, so the server and the browser render the same', () => {
    const section = reviewsSectionOf({
      reviews: [aReview(21), aReview(22)],
      summary: { summationOfRatings: 10, numberOfReviews: 2 },
      sort: 'highest',
      page: 3,
      pageCount: 3,
      total: 25,
    });
    expect(section.reviews.map((review) => review.createdAt)).toEqual(['2025-01-21T00:00:00.000Z', '2025-01-22T00:00:00.000Z']);
    expect(section).toMatchObject({ sort: 'highest', page: 3, pageCount: 3, total: 25 });
  });
});
