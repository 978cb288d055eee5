/** What signing in and out do to the cart, loaded with the sign-in code only (decision 0017). */
export { adoptCart, followSavedCart, type CartScope } from '../cart-actions';
export { browserCartStorage, CART_KEYS } from '../cart-keys';
