/**
 * The `@storefront/core/events` entry.
 * Marketing events and the outbox they leave through.
 */
export * from './domain/marketing-event.js';
export * from './domain/cart-update-event.js';
export * from './ports/marketing-events.port.js';
export * from './ports/outbox.port.js';
