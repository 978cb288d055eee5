/**
 * The `@storefront/core/checkout` entry.
 * Checkout: quotes, attempts with their stock reservations, payment providers, saved cards.
 */
export * from './domain/checkout.js';
export * from './domain/payment-method.js';
export * from './ports/checkout-store.port.js';
export * from './ports/message-signatures.port.js';
export * from './ports/payment-provider.port.js';
export * from './ports/saved-card-store.port.js';
