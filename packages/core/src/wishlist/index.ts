/**
 * The `@storefront/core/wishlist` entry.
 * Wish lists: changes, the guest list's hand-over at sign-in, and the use cases that keep and change a list.
 */
export * from './ports/wishlist.port.js';
export * from './ports/wishlist-store.port.js';
export * from './domain/wishlist-merge.js';
export * from './domain/wishlist-changes.js';
export * from './use-cases/keep-wishlists/keep-wishlists.use-case.js';
export * from './use-cases/manage-wishlist/manage-wishlist.use-case.js';
