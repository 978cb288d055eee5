export { cartPortContract, type CartContractFixture } from './cart-port.contract.js';
export { wishlistPortContract, type WishlistContractFixture } from './wishlist-port.contract.js';
export * from './customer-port.contract.js';
export * from './content-port.contract.js';
export * from './order-port.contract.js';
export * from './return-port.contract.js';
export * from './review-port.contract.js';
export * from './search-port.contract.js';
//# sourceMappingURL=index.d.ts.map