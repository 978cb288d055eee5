import { describe, expect, it } from 'vitest';
import { averageRating, parseReviewSort } from './review.js';

describe('reviews', () => {
  it('sorts by recent, feature, highest or lowest, and by recent for anything else', () => {
    expect(parseReviewSort('Highest')).toBe('highest');
    expect(parseReviewSort('lowest')).toBe('lowest');
    expect(parseReviewSort('feature')).toBe('feature');
    expect(parseReviewSort('oldest')).toBe('recent');
    expect(parseReviewSort(undefined)).toBe('recent');
  });

  it('averages the ratings to one decimal, and shows 0 without reviews', () => {
    expect(averageRating({ summationOfRatings: 14, numberOfReviews: 3 })).toBe(4.7);
    expect(averageRating({ summationOfRatings: 0, numberOfReviews: 0 })).toBe(0);
  });
});
