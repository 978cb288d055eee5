import type { ProductReviewsSection } from '@storefront/core/catalog';
import type { Review, ReviewSort, ReviewSummary } from '@storefront/core/reviews';

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

/** One page of the product's reviews as the page shows it. */
export function reviewsSectionOf(section: ProductReviewsSection): ReviewsSection {
  return { ...section, reviews: section.reviews.map(toView) };
}
