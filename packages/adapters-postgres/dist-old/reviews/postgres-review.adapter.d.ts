import { ResultAsync } from 'neverthrow';
import { type InfrastructureError, type Locale, type NewReview, type Region, type Review, type ReviewOrderPolicy, type ReviewPage, type ReviewPort, type ReviewSort } from '@storefront/core';
import type { Database } from '../database/database.js';
export declare const DEFAULT_REVIEW_PAGE_SIZE = 10;
export type ReviewStatus = 'pending' | 'published' | 'rejected';
export interface PostgresReviewsOptions {
    readonly pageSize?: number;
    /** The engine has no moderation desk yet, so reviews publish at once unless this is `false`. */
    readonly publishOnSubmit?: boolean;
    /** Whether a sort lists the page's language first; none does by default (decision 0540). */
    readonly order?: ReviewOrderPolicy;
}
/**
 * Product reviews on the built-in engine. A product's reviews are read across regions, like the
 * review summary the catalogue shows beside the stars (decision 0402); each keeps the region and
 * language it was written in; lists follow the core's review order, across languages by default.
 */
export declare class PostgresReviews implements ReviewPort {
    private readonly db;
    private readonly pageSize;
    private readonly publishOnSubmit;
    private readonly order;
    constructor(db: Database, options?: PostgresReviewsOptions);
    listPublished(locale: Locale, sku: string, sort: ReviewSort, page: number): ResultAsync<ReviewPage, InfrastructureError>;
    /**
     * Writes the review and, when it publishes at once, adds it to the product's review summary in
     * the same transaction, so the stars on a tile always agree with the reviews listed.
     */
    createReview(locale: Locale, review: NewReview): ResultAsync<Review, InfrastructureError>;
    listByCustomer(region: Region, customerId: number): ResultAsync<readonly Review[], InfrastructureError>;
    /**
     * Moderation (beyond the port): publishes or withdraws a review and moves it into or out of the
     * product's summary in the same transaction. Setting the status a review already has changes nothing.
     */
    setReviewStatus(reviewId: string, status: ReviewStatus): ResultAsync<void, InfrastructureError>;
}
//# sourceMappingURL=postgres-review.adapter.d.ts.map