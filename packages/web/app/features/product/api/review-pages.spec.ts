import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewPort } from '@storefront/core';
import { parseReviewPage, readReviewsSection, reviewPageCount } from './review-pages';

function aReview(id: number): Review {
  return { id: String(id), sku: 'LZ-1', rating: 5, title: `T${id}`, body: 'B', authorName: 'Noura A.', language: 'ar', createdAt: new Date(Date.UTC(2025, 0, id)) };
}

/** A port paging `total` reviews `pageSize` at a time, as the engine does. */
function aReviewPort(total: number, pageSize: number) {
  const calls: number[] = [];
  const port = {
    listPublished: (_locale: unknown, _sku: string, _sort: unknown, page: number) => {
      calls.push(page);
      const all = Array.from({ length: total }, (_, index) => aReview(index + 1));
      return okAsync({ reviews: all.slice((page - 1) * pageSize, page * pageSize), summary: { summationOfRatings: total * 5, numberOfReviews: total }, total });
    },
  } as unknown as ReviewPort;
  return { port, calls };
}

describe('review pages', () => {
  it('read the page from the URL leniently', () => {
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

  it('show the asked page with dates as text and the page count', async () => {
    const { port, calls } = aReviewPort(25, 10);
    const section = (await readReviewsSection(port, { language: 'ar', region: 'sa' }, 'LZ-1', 'highest', 3))._unsafeUnwrap();
    expect(section.reviews.map((review) => review.id)).toEqual(['21', '22', '23', '24', '25']);
    expect(section.reviews[0]?.createdAt).toBe('2025-01-21T00:00:00.000Z');
    expect(section).toMatchObject({ sort: 'highest', page: 3, pageCount: 3, total: 25 });
    expect(calls.sort()).toEqual([1, 3]);
  });

  it('read the first page only once', async () => {
    const { port, calls } = aReviewPort(4, 10);
    const section = (await readReviewsSection(port, { language: 'en', region: 'sa' }, 'LZ-1', 'recent', 1))._unsafeUnwrap();
    expect(section.pageCount).toBe(1);
    expect(calls).toEqual([1]);
  });
});
