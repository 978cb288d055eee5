import type { ResultAsync } from 'neverthrow';
import type { Locale, Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { Review, ReviewSort, ReviewSummary } from '../domain/review.js';

export const ReviewPort = Symbol.for('storefront.ReviewPort');

export interface ReviewPage {
  readonly reviews: readonly Review[];
  readonly summary: ReviewSummary;
  readonly total: number;
}

export interface NewReview {
  readonly sku: string;
  readonly customerId: number;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
}

/** Product reviews of one region's store. */
export interface ReviewPort {
  /**
   * Published reviews of a product in every language, in the order of `reviewOrder` (the adapter's
   * `ReviewOrderPolicy`; across languages by default), paged. Each review keeps its language.
   */
  listPublished(locale: Locale, sku: string, sort: ReviewSort, page: number): ResultAsync<ReviewPage, InfrastructureError>;
  /** Submits a review for moderation. */
  createReview(locale: Locale, review: NewReview): ResultAsync<Review, InfrastructureError>;
  /** The customer's own reviews ("My Reviews"). */
  listByCustomer(region: Region, customerId: number): ResultAsync<readonly Review[], InfrastructureError>;
}
