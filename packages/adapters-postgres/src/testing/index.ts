export * from './test-database.js';
export * from './cart-fixtures.js';
export * from './outbox-fixtures.js';
export * from './account-fixtures.js';
export * from './checkout-fixtures.js';
