import type { MyReviewWire } from '@storefront/contract';
import type { CustomerReview } from '@storefront/core/reviews';

/** One of the customer's reviews as the browser sees it (the API's `MyReview` shape); the date as ISO text. */
export function myReviewWire(review: CustomerReview): MyReviewWire {
  return {
    id: review.id,
    sku: review.sku,
    rating: review.rating,
    title: review.title,
    body: review.body,
    language: review.language,
    status: review.status,
    createdAt: review.createdAt.toISOString(),
  };
}
