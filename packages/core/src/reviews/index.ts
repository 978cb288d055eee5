/**
 * The `@storefront/core/reviews` entry.
 * Product reviews: their shape, order and pages, and the port that fetches them.
 */
export * from './domain/review.js';
export * from './domain/review-order.js';
export * from './domain/review-pages.js';
export * from './ports/review.port.js';
