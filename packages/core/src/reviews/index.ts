/**
 * The `@storefront/core/reviews` entry.
 * Product reviews: their shape, order and pages, writing one as a verified buyer, My Reviews, and
 * the port that keeps them.
 */
export * from './domain/review.js';
export * from './domain/review-draft.js';
export * from './domain/review-order.js';
export * from './domain/review-pages.js';
export * from './errors.js';
export * from './ports/review.port.js';
export * from './use-cases/write-review/write-review.use-case.js';
export * from './use-cases/my-reviews/my-reviews.use-case.js';
export * from './use-cases/moderate-reviews/moderate-reviews.use-case.js';
export * from './use-cases/review-products/review-products.use-case.js';
