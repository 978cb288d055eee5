/**
 * The `@storefront/core/returns` entry.
 * Returns: reasons, refund routes, the return-eligibility policy and the use case that checks a request.
 */
export * from './errors.js';
export * from './domain/return-reasons.js';
export * from './domain/refund-route.js';
export * from './domain/return-request.js';
export * from './domain/return-eligibility.policy.js';
export * from './ports/return.port.js';
export * from './use-cases/check-return-eligibility/check-return-eligibility.use-case.js';
