export * from './money.wire.js';
export * from './envelope.wire.js';
export * from './cart.wire.js';
export * from './wishlist.wire.js';
export * from './wishlist-tile.wire.js';
export * from './catalog.wire.js';
export * from './search.wire.js';
export * from './account.wire.js';
