import {
  DefaultGuestCartExpiryPolicy,
  ResolveCartId,
  readGuestCartRecord,
  writeGuestCartRecord,
  type GuestCartExpiryPolicy,
  type GuestCartVerdict,
} from '@storefront/core/cart';
import { parseLocaleSegment, type Region } from '@storefront/core/locale';
import { parseCart, type Cart } from './api/cart-api';
import { CART_KEYS, type CartStorage, type KeyValueStorage } from './cart-keys';

function readJson(store: KeyValueStorage, key: string): unknown {
  try {
    const raw = store.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function writeJson(store: KeyValueStorage, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the cache: the server keeps the cart.
  }
}

/** Units in a cart: what the badge counts. */
export function unitsOf(cart: Cart | null | undefined): number {
  return cart ? cart.line_items.physical_items.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

export interface StoredCart {
  /** The id of the shopper's cart in this region, if any. */
  readonly cartId?: string;
  /** The cached copy of that cart, if one is stored. */
  readonly cart?: Cart;
  /** When the record was last written by a change of the cart. */
  readonly timestamp?: number;
  /** Set when a stored guest cart was dropped (older than 30 days, or from another region). */
  readonly discarded?: Exclude<GuestCartVerdict, 'keep'>;
}

/** Removes every trace of the cart from browser storage (spec: an empty or missing cart clears the cache). */
export function clearStoredCart(storage: CartStorage): void {
  for (const key of [CART_KEYS.guestRecord, CART_KEYS.localCartId]) storage.local.removeItem(key);
  for (const key of [CART_KEYS.counter, CART_KEYS.cartData, CART_KEYS.sessionCartId]) storage.session.removeItem(key);
}

/**
 * The shopper's cart id and cached cart for `region`, after the guest cart expiry policy: a record
 * older than 30 days or made in another region is removed together with the cached cart. The cart id
 * follows the spec's priority for guests (the guest record, then the cached cart data).
 */
export function readStoredCart(
  storage: CartStorage,
  region: Region,
  now: Date,
  policy: GuestCartExpiryPolicy = new DefaultGuestCartExpiryPolicy(),
): StoredCart {
  const record = readGuestCartRecord(readJson(storage.local, CART_KEYS.guestRecord));
  const sessionCart = parseCart(readJson(storage.session, CART_KEYS.cartData));
  // A cached cart of another region means nothing here: a region is a separate store.
  const cachedCart = sessionCart?.region === region ? sessionCart : undefined;
  const resolved = new ResolveCartId(policy, { now: () => now }).execute({ region, guestCart: record, cartDataId: cachedCart?.id });
  if (resolved.discardGuestCart !== undefined || (sessionCart !== undefined && cachedCart === undefined)) {
    clearStoredCart(storage);
    return resolved.discardGuestCart === undefined ? {} : { discarded: resolved.discardGuestCart };
  }
  if (resolved.cartId === undefined) return {};
  const recordCart = record?.cartId === resolved.cartId ? parseCart(record.cartData) : undefined;
  const cart = cachedCart?.id === resolved.cartId ? cachedCart : recordCart;
  return {
    cartId: resolved.cartId,
    ...(cart === undefined ? {} : { cart }),
    ...(record?.cartId === resolved.cartId ? { timestamp: record.timestamp } : {}),
  };
}

export interface StoreCartOptions {
  readonly region: Region;
  /** `{language}-{region}`, as in the address. */
  readonly locale: string;
  /** The record's timestamp: the time of the change, or the stored one when only reconciling. */
  readonly timestamp: number;
}

/**
 * Keeps a cart in browser storage: the guest record and id in local storage, the id, cart data and
 * unit count in session storage. A cart without lines is no cart: everything is cleared.
 */
export function writeStoredCart(storage: CartStorage, cart: Cart | null, options: StoreCartOptions): void {
  const locale = parseLocaleSegment(options.locale);
  if (!cart || cart.line_items.physical_items.length === 0 || !locale) {
    clearStoredCart(storage);
    return;
  }
  const record = writeGuestCartRecord({ cartId: cart.id, cartData: cart, timestamp: options.timestamp, region: options.region, locale });
  writeJson(storage.local, CART_KEYS.guestRecord, record);
  writeJson(storage.local, CART_KEYS.localCartId, cart.id);
  writeJson(storage.session, CART_KEYS.sessionCartId, cart.id);
  writeJson(storage.session, CART_KEYS.cartData, cart);
  writeJson(storage.session, CART_KEYS.counter, unitsOf(cart));
}
