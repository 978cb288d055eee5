/**
 * The `@storefront/core/customer` entry.
 * Customers: accounts, attributes, phone numbers per region, the sign-in guard and sign-in.
 */
export * from './errors.js';
export * from './domain/customer.js';
export * from './domain/customer-attributes.js';
export * from './domain/login-guard.js';
export * from './domain/phone-number.js';
export * from './ports/customer.port.js';
export * from './use-cases/sign-in/sign-in.use-case.js';
