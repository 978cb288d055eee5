export * from './test-database.js';
export * from './cart-fixtures.js';
