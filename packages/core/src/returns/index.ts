/**
 * The `@storefront/core/returns` entry.
 * Returns: reasons, refund routes, the return-eligibility policy, the return's states and moves,
 * IBANs, refund amounts, guests' return grants, the unusual-returns policy, the return emails'
 * builders, the ports that keep returns and sign grants, and the use cases.
 */
export * from './errors.js';
export * from './domain/return-reasons.js';
export * from './domain/refund-route.js';
export * from './domain/return-request.js';
export * from './domain/return-eligibility.policy.js';
export * from './domain/return.js';
export * from './domain/return-transitions.js';
export * from './domain/iban.js';
export * from './domain/refund-amount.js';
export * from './domain/return-grant.js';
export * from './domain/unusual-returns.policy.js';
export * from './domain/return-view.js';
export * from './domain/return-mail.js';
export * from './ports/return.port.js';
export * from './ports/return-store.port.js';
export * from './ports/return-grant-signer.port.js';
export * from './use-cases/returns-deps.js';
export * from './use-cases/check-return-eligibility/check-return-eligibility.use-case.js';
export * from './use-cases/prepare-return/prepare-return.use-case.js';
export * from './use-cases/request-return/request-return.use-case.js';
export * from './use-cases/view-returns/view-returns.use-case.js';
export * from './use-cases/advance-return/advance-return.use-case.js';
export * from './use-cases/list-flagged-accounts/list-flagged-accounts.use-case.js';
