// Port contract suites (vitest): any adapter of a port runs the same behaviour checks.
export { cartPortContract, type CartContractFixture } from './cart-port.contract.js';
export { wishlistPortContract, type WishlistContractFixture } from './wishlist-port.contract.js';
export * from './customer-port.contract.js';
export * from './content-port.contract.js';
export * from './order-port.contract.js';
export * from './review-port.contract.js';
export * from './search-port.contract.js';
export * from './checkout-store.contract.js';
export * from './order-store.contract.js';
export * from './abandoned-carts.contract.js';
