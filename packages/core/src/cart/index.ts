/**
 * The `@storefront/core/cart` entry.
 * Carts: lines, quantities, coupons, totals, guest carts and their hand-over at sign-in, abandoned
 * carts and their restore links, and the use cases that keep and change a cart.
 */
export * from './errors.js';
export * from './domain/cart.js';
export * from './domain/cart-id.js';
export * from './domain/guest-cart.js';
export * from './domain/guest-cart-expiry.policy.js';
export * from './domain/cart-merge.policy.js';
export * from './domain/inventory-check.js';
export * from './domain/cart-totals.js';
export * from './domain/cart-summary.js';
export * from './domain/line-quantity.policy.js';
export * from './domain/cart-owner.js';
export * from './domain/promotion.js';
export * from './domain/coupon.policy.js';
export * from './domain/variant-choice.js';
export * from './domain/abandoned-cart.js';
export * from './domain/abandoned-cart-reminder.js';
export * from './domain/cart-state.js';
export * from './domain/cart-pricing.js';
export * from './domain/cart-aggregate.js';
export * from './ports/cart.port.js';
export * from './ports/cart-store.port.js';
export * from './ports/restore-link-signer.port.js';
export * from './use-cases/keep-carts/keep-carts.use-case.js';
export * from './use-cases/resolve-cart-id/resolve-cart-id.use-case.js';
export * from './use-cases/decide-login-merge/decide-login-merge.use-case.js';
export * from './use-cases/restore-abandoned-cart/restore-abandoned-cart.use-case.js';
export * from './use-cases/remind-abandoned-carts/remind-abandoned-carts.use-case.js';
export * from './use-cases/manage-cart/manage-cart.use-case.js';
export * from './use-cases/clear-cart-on-region-change/clear-cart-on-region-change.use-case.js';
