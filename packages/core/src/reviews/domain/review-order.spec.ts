import { describe, expect, it } from 'vitest';
import { compareReviews, DefaultReviewOrderPolicy, groupReviewsByLanguage, reviewOrder, type OrderedReview } from './review-order.js';

const DAY = 86_400_000;
let nextId = 1;
function aReview(rating: number, language: 'en' | 'ar', daysAgo: number, featured = false): OrderedReview {
  return { id: nextId++, rating, language, featured, createdAt: new Date(Date.UTC(2026, 0, 31) - daysAgo * DAY) };
}

describe('review order', () => {
  const reviews = [aReview(5, 'ar', 3), aReview(4, 'ar', 1), aReview(4, 'ar', 2, true), aReview(2, 'ar', 4), aReview(5, 'en', 5), aReview(4, 'en', 6), aReview(3, 'en', 0)];
  const sorted = (sort: Parameters<typeof compareReviews>[0], policy?: DefaultReviewOrderPolicy) =>
    [...reviews].sort(compareReviews(sort, 'ar', policy)).map((review) => `${review.rating}${review.language}`);

  const across = new DefaultReviewOrderPolicy([]);

  it('lists the shopper’s language first under every sort, each language in the sort’s own order', () => {
    expect(sorted('highest')).toEqual(['5ar', '4ar', '4ar', '2ar', '5en', '4en', '3en']);
    expect(sorted('lowest')).toEqual(['2ar', '4ar', '4ar', '5ar', '3en', '4en', '5en']);
    expect(sorted('recent')).toEqual(['4ar', '4ar', '5ar', '2ar', '3en', '5en', '4en']);
    for (const sort of ['recent', 'feature', 'highest', 'lowest'] as const) expect(reviewOrder(sort)[0]).toEqual({ key: 'pageLanguage', direction: 'desc' });
  });

  it('sorts across languages when the merchant names no sort, so no 2-star review comes before a 5-star one', () => {
    expect(sorted('highest', across)).toEqual(['5ar', '5en', '4ar', '4ar', '4en', '3en', '2ar']);
    expect(sorted('lowest', across)).toEqual(['2ar', '3en', '4ar', '4ar', '4en', '5ar', '5en']);
    expect(sorted('recent', across)).toEqual(['3en', '4ar', '4ar', '5ar', '2ar', '5en', '4en']);
  });

  it('puts featured reviews first for "feature", then the newest', () => {
    expect(sorted('feature', across)[0]).toBe('4ar');
    expect(sorted('feature')[0]).toBe('4ar');
    expect(reviewOrder('feature', across).map((term) => term.key)).toEqual(['featured', 'createdAt', 'id']);
  });

  it('ends every sort on the newest and then the id, so pages never overlap', () => {
    for (const sort of ['recent', 'feature', 'highest', 'lowest'] as const) {
      expect(reviewOrder(sort).slice(-2)).toEqual([
        { key: 'createdAt', direction: 'desc' },
        { key: 'id', direction: 'desc' },
      ]);
    }
    const twins = [aReview(4, 'en', 1), aReview(4, 'en', 1)];
    twins[1] = { ...twins[1]!, createdAt: twins[0]!.createdAt };
    expect([...twins].sort(compareReviews('highest', 'en')).map((review) => review.id)).toEqual([twins[1]!.id, twins[0]!.id]);
  });

  it('lists the page’s language first only for the sorts a merchant chooses', () => {
    const policy = new DefaultReviewOrderPolicy(['recent']);
    expect(sorted('recent', policy)).toEqual(['4ar', '4ar', '5ar', '2ar', '3en', '5en', '4en']);
    expect(sorted('highest', policy)).toEqual(sorted('highest', across));
    expect(reviewOrder('highest', policy)[0]).toEqual({ key: 'rating', direction: 'desc' });
  });

  it('groups a page into runs of one language, the page’s own marked as such, keeping the order', () => {
    const page = [...reviews].sort(compareReviews('highest', 'en'));
    const groups = groupReviewsByLanguage(page, 'en');
    expect(groups.map((group) => [group.language, group.pageLanguage, group.reviews.length])).toEqual([
      ['en', true, 3],
      ['ar', false, 4],
    ]);
    expect(groups.flatMap((group) => group.reviews)).toEqual(page);
    expect(groupReviewsByLanguage([], 'ar')).toEqual([]);
  });
});
