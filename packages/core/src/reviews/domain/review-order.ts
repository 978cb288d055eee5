import type { Language } from '../../locale/domain/locale.js';
import { REVIEW_SORTS, type ReviewSort } from './review.js';

/** What a review list is ordered by. `pageLanguage` puts reviews written in the page's language first. */
export type ReviewOrderKey = 'pageLanguage' | 'featured' | 'rating' | 'createdAt' | 'id';

export interface ReviewOrderTerm {
  readonly key: ReviewOrderKey;
  readonly direction: 'asc' | 'desc';
}

/**
 * Whether a review list groups the page's language first. By default every sort does: the reviews a
 * shopper can read come first, each group in the sort's own order, and the page heads the other
 * language's group and marks each of its reviews (decision 1340, which replaces 0540's default). A
 * merchant may name fewer sorts, or none, to sort across languages.
 */
export interface ReviewOrderPolicy {
  pageLanguageFirst(sort: ReviewSort): boolean;
}

export class DefaultReviewOrderPolicy implements ReviewOrderPolicy {
  private readonly grouped: ReadonlySet<ReviewSort>;

  /** @param pageLanguageFirstFor the sorts that list the page's language first; all four by default. */
  constructor(pageLanguageFirstFor: readonly ReviewSort[] = REVIEW_SORTS) {
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

/** A run of reviews in one language, as a list shows them: the page's own language first. */
export interface ReviewLanguageGroup<T extends { readonly language: Language }> {
  readonly language: Language;
  /** Written in the page's language; the other group is headed and each of its reviews marked. */
  readonly pageLanguage: boolean;
  readonly reviews: readonly T[];
}

/**
 * Splits a page of reviews, already in the review order, into runs of one language each, keeping
 * their order: with the page's language first (the default policy) that is at most the page's
 * language, then the other; across languages (a merchant's policy) runs alternate as they come.
 */
export function groupReviewsByLanguage<T extends { readonly language: Language }>(reviews: readonly T[], pageLanguage: Language): ReviewLanguageGroup<T>[] {
  const groups: { language: Language; pageLanguage: boolean; reviews: T[] }[] = [];
  for (const review of reviews) {
    const last = groups.at(-1);
    if (last && last.language === review.language) last.reviews.push(review);
    else groups.push({ language: review.language, pageLanguage: review.language === pageLanguage, reviews: [review] });
  }
  return groups;
}
