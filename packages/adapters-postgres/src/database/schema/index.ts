export * from './catalog.js';
export * from './customers.js';
export * from './carts.js';
export * from './orders.js';
export * from './content.js';
export * from './search.js';
export * from './promotions.js';
export * from './sessions.js';
