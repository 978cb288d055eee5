export * from './test-database.js';
export * from './cart-fixtures.js';
//# sourceMappingURL=index.js.map