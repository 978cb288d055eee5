/**
 * The `@storefront/core/customer` entry.
 * Customers: accounts, attributes, phone numbers per region, the sign-in guard and sign-in, and the
 * account's use cases (sign-up, verification, reset, details, email and password, addresses, newsletter).
 */
export * from './errors.js';
export * from './domain/customer.js';
export * from './domain/customer-attributes.js';
export * from './domain/customer-day.js';
export * from './domain/login-guard.js';
export * from './domain/phone-number.js';
export * from './domain/phone-shape.js';
export * from './domain/postal-address.js';
export * from './ports/customer.port.js';
export * from './use-cases/sign-in/sign-in.use-case.js';
export * from './data/areas.js';
export * from './domain/account-links.js';
export * from './domain/account-view.js';
export * from './domain/one-time-token.js';
export * from './domain/password.policy.js';
export * from './ports/account-secrets.port.js';
export * from './ports/breached-passwords.port.js';
export * from './ports/customer-store.port.js';
export * from './use-cases/account/account-deps.js';
export * from './use-cases/change-email/change-email.use-case.js';
export * from './use-cases/change-password/change-password.use-case.js';
export * from './use-cases/complete-sign-in/complete-sign-in.use-case.js';
export * from './use-cases/manage-addresses/manage-addresses.use-case.js';
export * from './use-cases/request-password-reset/request-password-reset.use-case.js';
export * from './use-cases/resend-verification/resend-verification.use-case.js';
export * from './use-cases/reset-password/reset-password.use-case.js';
export * from './use-cases/set-newsletter/set-newsletter.use-case.js';
export * from './use-cases/sign-out/sign-out.use-case.js';
export * from './use-cases/sign-up/sign-up.use-case.js';
export * from './use-cases/update-details/update-details.use-case.js';
export * from './use-cases/verify-email/verify-email.use-case.js';
export * from './use-cases/view-account/view-account.use-case.js';
