import type { DomainError } from '../shared/errors.js';

/** Only a customer with a delivered order of the product, in this region's store, may review it. */
export type ReviewNotVerifiedBuyerError = DomainError<'REVIEW_NOT_VERIFIED_BUYER', { sku: string }>;

/** One review per product per customer: the first is edited, not written again. */
export type ReviewAlreadyWrittenError = DomainError<'REVIEW_ALREADY_WRITTEN', { sku: string }>;

export type WriteReviewError = ReviewNotVerifiedBuyerError | ReviewAlreadyWrittenError;

export const reviewNotVerifiedBuyer = (sku: string): ReviewNotVerifiedBuyerError => ({ code: 'REVIEW_NOT_VERIFIED_BUYER', params: { sku } });
export const reviewAlreadyWritten = (sku: string): ReviewAlreadyWrittenError => ({ code: 'REVIEW_ALREADY_WRITTEN', params: { sku } });
