import type { ResultAsync } from 'neverthrow';
import type { Language, Locale, Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { Review, ReviewSort, ReviewSummary } from '../domain/review.js';
import type { ReviewStatus } from '../domain/review-draft.js';

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
  /** The moderation state it starts in; the adapter's own default when absent. */
  readonly status?: ReviewStatus;
}

/** A review as its author sees it in My Reviews: with its moderation state. */
export interface CustomerReview extends Review {
  readonly status: ReviewStatus;
}

/** A review as the merchant moderates it: with the store (region) it was written in. */
export interface ModeratedReview extends CustomerReview {
  readonly region: Region;
}

/** What an edit saves: the new text and the state it goes back to. */
export interface ReviewChange {
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly language: Language;
  readonly status: ReviewStatus;
}

/**
 * Product reviews of one region's store. Every write keeps the product's review summary in step
 * with its published reviews, in the same transaction.
 */
export interface ReviewPort {
  /**
   * Published reviews of a product in every language, in the order of `reviewOrder` (the adapter's
   * `ReviewOrderPolicy`; across languages by default), paged. Each review keeps its language.
   */
  listPublished(locale: Locale, sku: string, sort: ReviewSort, page: number): ResultAsync<ReviewPage, InfrastructureError>;
  /**
   * Saves a review in the locale's region and language. A second review of one product by one
   * customer in one region is `CONFLICT` (the store keeps one).
   */
  createReview(locale: Locale, review: NewReview): ResultAsync<CustomerReview, InfrastructureError>;
  /** The customer's own reviews ("My Reviews"), newest first. */
  listByCustomer(region: Region, customerId: number): ResultAsync<readonly CustomerReview[], InfrastructureError>;
  /** The catalogue id of the product with this SKU (`NOT_FOUND` when there is none). */
  productIdOf(sku: string): ResultAsync<number, InfrastructureError>;
  /** Changes the customer's own review; anybody else's, or another region's, is `NOT_FOUND`. */
  updateOwn(region: Region, customerId: number, reviewId: string, change: ReviewChange): ResultAsync<CustomerReview, InfrastructureError>;
  /** Deletes the customer's own review; anybody else's, or another region's, is `NOT_FOUND`. */
  deleteOwn(region: Region, customerId: number, reviewId: string): ResultAsync<void, InfrastructureError>;
  /** Every region's reviews in one moderation state, oldest first (the moderation queue). */
  listByStatus(status: ReviewStatus): ResultAsync<readonly ModeratedReview[], InfrastructureError>;
  /**
   * Moves a review to a moderation state and its stars into or out of the product's summary in the
   * same transaction; the state it already has changes nothing. An id that names no review is `NOT_FOUND`.
   */
  setStatus(reviewId: string, status: ReviewStatus): ResultAsync<ModeratedReview, InfrastructureError>;
}
