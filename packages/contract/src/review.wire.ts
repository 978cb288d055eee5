import * as z from 'zod/mini';
import type { CustomerReview } from '@storefront/core/reviews';

/**
 * Reviews (issue 21): the answers of `POST /api/reviews` and `/api/account/reviews*`. A review
 * keeps the language it was written in and, for its author, its moderation state. Dates are ISO
 * 8601 strings.
 */

export const reviewStatusWire = z.enum(['pending', 'published', 'rejected']);

/** One of the customer's own reviews. */
export const myReviewWire = z.object({
  id: z.string(),
  sku: z.string(),
  rating: z.int(),
  title: z.string(),
  body: z.string(),
  language: z.enum(['en', 'ar']),
  status: reviewStatusWire,
  createdAt: z.string(),
});
export type MyReviewWire = z.infer<typeof myReviewWire>;

/** A customer's review as the API answers it and the account page reads it; the date as ISO text. */
export function myReviewOf(review: CustomerReview): MyReviewWire {
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

export const myReviewAnswerWire = z.object({ review: myReviewWire });
export const myReviewsWire = z.object({ reviews: z.array(myReviewWire) });
export type MyReviewsWire = z.infer<typeof myReviewsWire>;

/** A review as the merchant moderates it (`/api/operator/reviews*`): with its store and author's name. */
export const operatorReviewWire = z.object({
  id: z.string(),
  region: z.enum(['sa', 'ae', 'eg']),
  sku: z.string(),
  rating: z.int(),
  title: z.string(),
  body: z.string(),
  language: z.enum(['en', 'ar']),
  authorName: z.string(),
  status: reviewStatusWire,
  createdAt: z.string(),
});
export type OperatorReviewWire = z.infer<typeof operatorReviewWire>;

export const operatorReviewAnswerWire = z.object({ review: operatorReviewWire });
export const operatorReviewsWire = z.object({ reviews: z.array(operatorReviewWire) });
