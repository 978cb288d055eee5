/**
 * The `@storefront/core/order` entry.
 * Orders: the records checkout writes, their states, and the ports that keep and read them.
 */
export * from './domain/order.js';
export * from './ports/order.port.js';
export * from './ports/order-store.port.js';
