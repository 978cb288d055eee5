import { errAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import { notFound, type InfrastructureError } from '../../../shared/errors.js';
import { submittedReviewStatus, type ReviewSettings } from '../../domain/review-draft.js';
import type { CustomerReview, ReviewPort } from '../../ports/review.port.js';
import { isReviewId, readReviewDraft } from '../review-draft-input.js';

/** A signed-in customer of a region's store. */
export interface MyReviewsRequest {
  readonly region: Region;
  readonly customerId: number;
}

/** Every way of not finding a review gives one answer: absent, another customer's, another region's, malformed. */
const reviewNotFound = (reviewId: string): InfrastructureError => notFound('review', reviewId);

/** My Reviews: the customer's own reviews, newest first, each with its moderation state. */
export class ListMyReviews {
  constructor(private readonly reviews: ReviewPort) {}

  execute(request: MyReviewsRequest): ResultAsync<readonly CustomerReview[], InfrastructureError> {
    return this.reviews.listByCustomer(request.region, request.customerId);
  }
}

/**
 * Edits one of the customer's own reviews. An edited review is moderated again: back to pending,
 * unless the merchant publishes at once. Anybody else's review is `NOT_FOUND`.
 */
export class EditMyReview {
  constructor(
    private readonly reviews: ReviewPort,
    private readonly settings: ReviewSettings,
  ) {}

  execute(request: MyReviewsRequest & { readonly reviewId: string; readonly draft: unknown }): ResultAsync<CustomerReview, InfrastructureError> {
    if (!isReviewId(request.reviewId)) return errAsync(reviewNotFound(request.reviewId));
    const draft = readReviewDraft(request.draft);
    if (draft.isErr()) return errAsync(draft.error);
    return this.reviews
      .updateOwn(request.region, request.customerId, request.reviewId, { ...draft.value, status: submittedReviewStatus(this.settings) })
      .mapErr((error) => (error.code === 'NOT_FOUND' ? reviewNotFound(request.reviewId) : error));
  }
}

/** Deletes one of the customer's own reviews (and its stars from the product's summary). */
export class DeleteMyReview {
  constructor(private readonly reviews: ReviewPort) {}

  execute(request: MyReviewsRequest & { readonly reviewId: string }): ResultAsync<void, InfrastructureError> {
    if (!isReviewId(request.reviewId)) return errAsync(reviewNotFound(request.reviewId));
    return this.reviews
      .deleteOwn(request.region, request.customerId, request.reviewId)
      .mapErr((error) => (error.code === 'NOT_FOUND' ? reviewNotFound(request.reviewId) : error));
  }
}
