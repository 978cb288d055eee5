/** The cart's public entry: what other features and routes may import (decision 0017). */
export * from './cart-path';
export * from './controls/add-to-cart-button';
export * from './components/cart-page-body';
export * from './components/cart-shell-bridge';
export * from './controls/mini-cart';
export * from './components/order-again-button';
export * from './placed-cart';
