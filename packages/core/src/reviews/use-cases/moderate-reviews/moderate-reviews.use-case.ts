import { errAsync, type ResultAsync } from 'neverthrow';
import { notFound, type InfrastructureError } from '../../../shared/errors.js';
import type { ReviewStatus } from '../../domain/review-draft.js';
import type { ModeratedReview, ReviewPort } from '../../ports/review.port.js';
import { isReviewId } from '../review-draft-input.js';

/** The merchant's two moves: publish a review (it is listed and counted) or reject it (it is neither). */
export const REVIEW_MODERATION_MOVES = ['publish', 'reject'] as const;
export type ReviewModerationMove = (typeof REVIEW_MODERATION_MOVES)[number];

const STATUS_AFTER: Readonly<Record<ReviewModerationMove, ReviewStatus>> = { publish: 'published', reject: 'rejected' };

/** The state a move leaves a review in, whatever state it was in: a merchant may withdraw a published review or publish a rejected one. */
export const statusAfter = (move: ReviewModerationMove): ReviewStatus => STATUS_AFTER[move];

/**
 * Moderation (decision 1341): the queue of pending reviews of every region, oldest first, and the
 * publish and reject moves. A move is idempotent: repeating it changes nothing and answers the
 * review as it is. The product's rating summary follows in the same transaction (the port's rule).
 */
export class ModerateReviews {
  constructor(private readonly reviews: ReviewPort) {}

  pending(): ResultAsync<readonly ModeratedReview[], InfrastructureError> {
    return this.reviews.listByStatus('pending');
  }

  move(reviewId: string, move: ReviewModerationMove): ResultAsync<ModeratedReview, InfrastructureError> {
    if (!isReviewId(reviewId)) return errAsync(notFound('review', reviewId));
    return this.reviews.setStatus(reviewId, statusAfter(move)).mapErr((error) => (error.code === 'NOT_FOUND' ? notFound('review', reviewId) : error));
  }
}
