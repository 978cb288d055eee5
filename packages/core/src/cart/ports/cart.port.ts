import type { ResultAsync } from 'neverthrow';
import type { Locale, Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { CartRejectedError, LineQuantityError } from '../errors.js';
import type { Cart } from '../domain/cart.js';
import type { OrderedLine, RestoredCartRequest } from '../domain/abandoned-cart.js';

export const CartPort = Symbol.for('storefront.CartPort');

/** A refused quantity keeps its reason (`QUANTITY_EXCEEDS` is the spec's add-to-cart toast). */
export type CartPortError = InfrastructureError | CartRejectedError | LineQuantityError;

export interface NewCartLine {
  readonly productId: number;
  readonly variantId?: number;
  readonly quantity: number;
}

export interface NewCart {
  readonly locale: Locale;
  readonly lines: readonly NewCartLine[];
  /** Set when a signed-in customer creates the cart. */
  readonly customerId?: number;
}

/** Carts of one region's store. Every change answers with the cart as it now is. */
export interface CartPort {
  /** The cart with its lines and amounts; `NOT_FOUND` once it was deleted or converted to an order. */
  getCart(region: Region, cartId: string): ResultAsync<Cart, CartPortError>;
  /** Creates a cart on the first add to cart. */
  createCart(region: Region, cart: NewCart): ResultAsync<Cart, CartPortError>;
  /** Rebuilds a cart from an abandoned order's lines (channel 1, the order's currency and locale). */
  restoreCart(region: Region, request: RestoredCartRequest): ResultAsync<Cart, CartPortError>;
  /** Deletes a cart (emptied, or replaced at sign-in). */
  deleteCart(region: Region, cartId: string): ResultAsync<void, CartPortError>;
  /** Adds units of a product; an existing line of the same product grows. */
  addLine(region: Region, cartId: string, line: OrderedLine): ResultAsync<Cart, CartPortError>;
  /** Sets a line's quantity. */
  updateLine(region: Region, cartId: string, lineId: string, quantity: number): ResultAsync<Cart, CartPortError>;
  /** Removes a line; the cart may be left empty. */
  removeLine(region: Region, cartId: string, lineId: string): ResultAsync<Cart, CartPortError>;
  /** Hands a guest cart to a customer, the login merge's only write to the cart. */
  assignToCustomer(region: Region, cartId: string, customerId: number): ResultAsync<Cart, CartPortError>;
}
