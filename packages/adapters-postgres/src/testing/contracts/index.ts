// Port contract suites (vitest): any adapter of a port runs the same behaviour checks.
export { cartPortContract, type CartContractFixture } from './cart-port.contract.js';
export { wishlistPortContract, type WishlistContractFixture } from './wishlist-port.contract.js';
