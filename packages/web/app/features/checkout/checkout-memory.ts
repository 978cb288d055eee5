import { CartApiError } from '../../lib/store-api/store-api-error';
import type { CheckoutQuoteWire } from './api/checkout-api';

/**
 * What the confirmation needs once the shopper is back from the provider's page: the quote that
 * was placed (placement refuses any other, so it is the order's), who placed it and the cart, in
 * this tab's session storage under the attempt's id.
 */
export interface PlacedCheckout {
  readonly attemptId: string;
  readonly cartId: string;
  readonly email: string;
  readonly customer: boolean;
  readonly quote: CheckoutQuoteWire;
}

const KEY = 'checkoutAttempt:';

/** The part of the Web Storage API used here, so tests can pass a plain map. */
export interface CheckoutStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** This tab's session storage, or `undefined` where it is blocked. */
export function sessionStorageOrNone(): CheckoutStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Stores a value as JSON; a full or blocked storage keeps nothing, and the checkout works on without it. */
export function storeJson(storage: CheckoutStorage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: what is lost is only what the next page would have recalled.
  }
}

/** A full or blocked storage only costs the confirmation its lines: the order number still shows. */
export function rememberCheckout(storage: CheckoutStorage | undefined, placed: PlacedCheckout): void {
  storeJson(storage, `${KEY}${placed.attemptId}`, placed);
}

/** The checkout remembered for the attempt, or `undefined` (another tab, storage blocked, a hand-edited value). */
export function recalledCheckout(storage: CheckoutStorage | undefined, attemptId: string): PlacedCheckout | undefined {
  try {
    const value = JSON.parse(storage?.getItem(`${KEY}${attemptId}`) ?? 'null') as PlacedCheckout | null;
    return value !== null && value.attemptId === attemptId && Array.isArray(value.quote?.lines) ? value : undefined;
  } catch {
    return undefined;
  }
}

const ORDERED_KEY = 'checkoutOrdered:';

/** Where a placed order is shown: My Orders for a customer, the guest order lookup (number filled in) otherwise. */
export function orderPageHref(locale: string, reference: string, customer: boolean): string {
  return customer ? `/${locale}/account/orders/${encodeURIComponent(reference)}` : `/${locale}/order-lookup?order=${encodeURIComponent(reference)}`;
}

/** An order placed from a cart, as the confirmation saw it. */
export interface OrderedCart {
  readonly reference: string;
  readonly customer: boolean;
}

/**
 * Notes, in this tab, that the cart became the order: the back button's way to the checkout of that
 * cart then says so (with storage blocked, it says only that the bag is gone).
 */
export function rememberOrderedCart(storage: CheckoutStorage | undefined, cartId: string, ordered: OrderedCart): void {
  storeJson(storage, `${ORDERED_KEY}${cartId}`, ordered);
}

/** The order a cart became in this tab, or `undefined`. */
export function orderedCart(storage: CheckoutStorage | undefined, cartId: string): OrderedCart | undefined {
  try {
    const value = JSON.parse(storage?.getItem(`${ORDERED_KEY}${cartId}`) ?? 'null') as Partial<OrderedCart> | null;
    return typeof value?.reference === 'string' && typeof value.customer === 'boolean' ? { reference: value.reference, customer: value.customer } : undefined;
  } catch {
    return undefined;
  }
}

/** An idempotency key for one review: 32 random letters and digits (the API takes 16 to 128 of `[A-Za-z0-9_-]`). */
export function newIdempotencyKey(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The idempotency key of one review: the quote and choices shown, and the key made for them. */
export interface ReviewKey {
  readonly review: string;
  readonly key: string;
}

/** The key for the review shown: the one already made for it (a retry), else a new one. */
export function keyForReview(current: ReviewKey | undefined, review: string, make: () => string = newIdempotencyKey): ReviewKey {
  return current !== undefined && current.review === review ? current : { review, key: make() };
}

/**
 * Whether a failed "Place order" spent its key: the store answered it (a decline, the provider
 * down, the cart changed…), and answers that key the same every time, so the next press needs a
 * new one. A request that got no answer keeps its key, so its retry cannot place a second order.
 */
export function keySpentBy(error: unknown): boolean {
  return error instanceof CartApiError && error.status !== 0 && error.code !== 'UNAVAILABLE';
}
