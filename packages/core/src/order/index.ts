/**
 * The `@storefront/core/order` entry.
 * Orders as the storefront reads them, and the port that fetches them.
 */
export * from './domain/order.js';
export * from './ports/order.port.js';
