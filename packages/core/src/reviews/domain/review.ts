import type { Language } from '../../locale/domain/locale.js';

/** The review list's sort menu (spec section 2). */
export const REVIEW_SORTS = ['recent', 'feature', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reads a sort from a URL or menu; anything else lists the most recent first. */
export function parseReviewSort(value: string | undefined): ReviewSort {
  const wanted = value?.trim().toLowerCase();
  return REVIEW_SORTS.find((sort) => sort === wanted) ?? 'recent';
}

export interface Review {
  readonly id: string;
  readonly sku: string;
  /** 1 to 5. */
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly authorName: string;
  readonly language: Language;
  readonly createdAt: Date;
}

/** What a product page shows beside the stars. */
export interface ReviewSummary {
  readonly summationOfRatings: number;
  readonly numberOfReviews: number;
}

/** The average to one decimal, 0 when nobody has reviewed yet. */
export function averageRating(summary: ReviewSummary): number {
  if (summary.numberOfReviews <= 0) return 0;
  return Math.round((summary.summationOfRatings / summary.numberOfReviews) * 10) / 10;
}
