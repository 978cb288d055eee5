import type { ResultAsync } from 'neverthrow';
import type { Language, Locale, Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { CartLineLimitError, CartRejectedError, CouponError, LineQuantityError, SizeRequiredError } from '../errors.js';
import type { Cart } from '../domain/cart.js';
import type { CartEventContext, CartOwner } from '../domain/cart-owner.js';
import type { OrderedLine, RestoredCartRequest } from '../domain/abandoned-cart.js';

export const CartPort = Symbol.for('storefront.CartPort');

/**
 * A refused quantity keeps its reason (`QUANTITY_EXCEEDS` is the spec's add-to-cart toast). A cart
 * the owner may not touch is `NOT_FOUND` with entity `cart`, exactly as an id never issued.
 */
export type CartPortError = InfrastructureError | CartRejectedError | LineQuantityError | CartLineLimitError | SizeRequiredError | CouponError;

export interface NewCartLine {
  readonly productId: number;
  readonly variantId?: number;
  readonly quantity: number;
}

export interface NewCart {
  readonly locale: Locale;
  readonly lines: readonly NewCartLine[];
  /** The browser (by its cart token) or the signed-in customer the cart will answer to. */
  readonly owner: CartOwner;
}

/** Who asks for a line change and where, so the change and its marketing event are written together. */
export interface CartChange {
  readonly owner: CartOwner;
  readonly event: CartEventContext;
}

/**
 * Carts of one region's store, as drivers and use cases call them. Every call names the owner
 * asking; a cart bound to someone else answers `NOT_FOUND`. Every change answers with the cart as
 * it now is. The core implements it (`KeepCarts`) by its own rules over a `CartStore`: an engine or
 * a hosted commerce service implements the store, never these calls (decision 0012).
 */
export interface CartPort {
  /**
   * The cart with its lines and amounts; `NOT_FOUND` once it was deleted, or when `owner` is not its
   * owner. With `language`, names and links are read in that language (the page's), else the cart's.
   */
  getCart(region: Region, cartId: string, owner: CartOwner, language?: Language): ResultAsync<Cart, CartPortError>;
  /** Creates a cart on the first add to cart, bound to `cart.owner`. */
  createCart(region: Region, cart: NewCart): ResultAsync<Cart, CartPortError>;
  /**
   * Rebuilds a cart from an abandoned cart's or order's lines (channel 1), bound to `owner`. With
   * `into`, a cart `owner` holds in the region, the lines go into that cart, each at least at its
   * restored quantity; when `owner` holds no such cart, a new one is made (decision 0919).
   */
  restoreCart(region: Region, request: RestoredCartRequest, owner: CartOwner, into?: string): ResultAsync<Cart, CartPortError>;
  /**
   * The lines of a cart, whoever owns it. Only for a restore link whose signature was verified:
   * the signature, not the caller, vouches for the right to see them.
   */
  linesForRestore(region: Region, cartId: string): ResultAsync<readonly OrderedLine[], CartPortError>;
  /** Deletes a cart (emptied, or replaced at sign-in). */
  deleteCart(region: Region, cartId: string, owner: CartOwner): ResultAsync<void, CartPortError>;
  /**
   * Adds units of a product; an existing line of the same variant grows. The `cart_update_backend`
   * event is recorded with the change (in the same transaction where the engine allows).
   */
  addLine(region: Region, cartId: string, line: OrderedLine, change: CartChange): ResultAsync<Cart, CartPortError>;
  /** Sets a line's quantity, with its marketing event. */
  updateLine(region: Region, cartId: string, lineId: string, quantity: number, change: CartChange): ResultAsync<Cart, CartPortError>;
  /** Removes a line (the cart may be left empty), with its marketing event. */
  removeLine(region: Region, cartId: string, lineId: string, change: CartChange): ResultAsync<Cart, CartPortError>;
  /**
   * Hands a cart to a customer, the login merge's only write to the cart. `from` must own the cart
   * now (the guest's browser, or the same customer); afterwards only the customer does.
   */
  assignToCustomer(region: Region, cartId: string, customerId: number, from: CartOwner): ResultAsync<Cart, CartPortError>;
  /** Puts a coupon code on the cart (one at a time: a new code replaces the old). */
  applyCoupon(region: Region, cartId: string, code: string, owner: CartOwner): ResultAsync<Cart, CartPortError>;
  /** Takes a coupon code off the cart; a code not on it changes nothing. */
  removeCoupon(region: Region, cartId: string, code: string, owner: CartOwner): ResultAsync<Cart, CartPortError>;
}
