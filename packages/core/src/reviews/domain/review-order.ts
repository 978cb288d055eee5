import type { Language } from '../../locale/domain/locale.js';
import type { ReviewSort } from './review.js';

/** What a review list is ordered by. `pageLanguage` puts reviews written in the page's language first. */
export type ReviewOrderKey = 'pageLanguage' | 'featured' | 'rating' | 'createdAt' | 'id';

export interface ReviewOrderTerm {
  readonly key: ReviewOrderKey;
  readonly direction: 'asc' | 'desc';
}

/**
 * Whether a review list groups the page's language first. By default no sort does: "highest rated"
 * means highest first whatever language a review is written in, and each review says which
 * language it is in (decision 0540). A merchant may group, say, the most recent by language.
 */
export interface ReviewOrderPolicy {
  pageLanguageFirst(sort: ReviewSort): boolean;
}

export class DefaultReviewOrderPolicy implements ReviewOrderPolicy {
  private readonly grouped: ReadonlySet<ReviewSort>;

  /** @param pageLanguageFirstFor the sorts that list the page's language first; none by default. */
  constructor(pageLanguageFirstFor: readonly ReviewSort[] = []) {
    this.grouped = new Set(pageLanguageFirstFor);
  }

  pageLanguageFirst(sort: ReviewSort): boolean {
    return this.grouped.has(sort);
  }
}

const NEWEST: readonly ReviewOrderTerm[] = [
  { key: 'createdAt', direction: 'desc' },
  { key: 'id', direction: 'desc' },
];

const SORT_TERMS: Readonly<Record<ReviewSort, readonly ReviewOrderTerm[]>> = {
  recent: NEWEST,
  feature: [{ key: 'featured', direction: 'desc' }, ...NEWEST],
  highest: [{ key: 'rating', direction: 'desc' }, ...NEWEST],
  lowest: [{ key: 'rating', direction: 'asc' }, ...NEWEST],
};

/**
 * The order of the spec's four sorts (recent; feature = featured first; highest; lowest), each
 * ending on newest first and then the id, so pages never overlap; the policy may put the page's
 * language before all of it.
 */
export function reviewOrder(sort: ReviewSort, policy: ReviewOrderPolicy = new DefaultReviewOrderPolicy()): readonly ReviewOrderTerm[] {
  const terms = SORT_TERMS[sort];
  return policy.pageLanguageFirst(sort) ? [{ key: 'pageLanguage', direction: 'desc' }, ...terms] : terms;
}

/** What ordering a review reads of it. */
export interface OrderedReview {
  readonly id: number;
  readonly rating: number;
  readonly language: Language;
  readonly featured: boolean;
  readonly createdAt: Date;
}

function valueOf(review: OrderedReview, key: ReviewOrderKey, pageLanguage: Language): number {
  switch (key) {
    case 'pageLanguage':
      return review.language === pageLanguage ? 1 : 0;
    case 'featured':
      return review.featured ? 1 : 0;
    case 'rating':
      return review.rating;
    case 'createdAt':
      return review.createdAt.getTime();
    case 'id':
      return review.id;
  }
}

/** Compares two reviews by `reviewOrder`: what an engine's query must agree with. */
export function compareReviews(
  sort: ReviewSort,
  pageLanguage: Language,
  policy: ReviewOrderPolicy = new DefaultReviewOrderPolicy(),
): (a: OrderedReview, b: OrderedReview) => number {
  const terms = reviewOrder(sort, policy);
  return (a, b) => {
    for (const { key, direction } of terms) {
      const difference = valueOf(a, key, pageLanguage) - valueOf(b, key, pageLanguage);
      if (difference !== 0) return direction === 'asc' ? difference : -difference;
    }
    return 0;
  };
}
