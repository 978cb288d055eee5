/**
 * The `@storefront/core/checkout` entry.
 * Checkout: the payment port.
 */
export * from './ports/payment.port.js';
