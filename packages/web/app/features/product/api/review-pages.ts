import { okAsync, ResultAsync } from 'neverthrow';
import type { InfrastructureError, Locale, Review, ReviewPort, ReviewSort, ReviewSummary } from '@storefront/core';

/** The highest review page a URL may ask for; beyond it the first page is shown. */
export const MAX_REVIEW_PAGE = 10_000;

/** A review as the page shows it; the date travels as text so server and browser agree. */
export interface ReviewView {
  readonly id: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly authorName: string;
  readonly language: Review['language'];
  readonly createdAt: string;
}

export interface ReviewsSection {
  readonly reviews: readonly ReviewView[];
  readonly summary: ReviewSummary;
  readonly sort: ReviewSort;
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** `?review_page=3` read leniently: anything but a whole number from 1 to the cap is page 1. */
export function parseReviewPage(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\d{1,6}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 && page <= MAX_REVIEW_PAGE ? page : 1;
}

/**
 * How many pages the reviews fill. The port pages with a size of its own, which the first page
 * reveals: when more reviews exist than it holds, it is full.
 */
export function reviewPageCount(total: number, firstPageLength: number): number {
  if (total <= 0) return 0;
  if (firstPageLength <= 0 || firstPageLength >= total) return 1;
  return Math.ceil(total / firstPageLength);
}

function toView(review: Review): ReviewView {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    authorName: review.authorName,
    language: review.language,
    createdAt: review.createdAt.toISOString(),
  };
}

/** One page of a product's published reviews, in the locale's language first, with the page count. */
export function readReviewsSection(
  reviews: ReviewPort,
  locale: Locale,
  sku: string,
  sort: ReviewSort,
  page: number,
): ResultAsync<ReviewsSection, InfrastructureError> {
  const current = reviews.listPublished(locale, sku, sort, page);
  const first = page > 1 ? reviews.listPublished(locale, sku, sort, 1) : okAsync(null);
  return ResultAsync.combine([current, first]).map(([shown, firstPage]) => ({
    reviews: shown.reviews.map(toView),
    summary: shown.summary,
    sort,
    page,
    pageCount: reviewPageCount(shown.total, (firstPage ?? shown).reviews.length),
    total: shown.total,
  }));
}
