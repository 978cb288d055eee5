/**
 * The browser storage keys of the cart (spec section 3). This module stays tiny and free of
 * validation code: the layout reads the badge count from it on every page before the cart code loads.
 */
export const CART_KEYS = {
  /** Local storage: the guest cart record (cartId, cartData, timestamp, region, locale). */
  guestRecord: 'guestCart',
  /** Local storage: the guest cart's id. */
  localCartId: 'cartId',
  /** Session storage: units in the cart, for the badge. */
  counter: 'cartItem_counter',
  /** Session storage: the cached cart. */
  cartData: 'cartData',
  /** Session storage: the id of the cart in use. */
  sessionCartId: 'cartId',
} as const;

/** The part of the Web Storage API the cart uses, so tests can pass a plain map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CartStorage {
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
}

/** Browser storage, or `undefined` on the server and where storage is blocked (private modes, sandboxed frames). */
export function browserCartStorage(): CartStorage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return undefined;
  }
}

/** The region the stored guest cart belongs to, read without validating the rest. */
function storedRegion(storage: CartStorage): unknown {
  try {
    const record = JSON.parse(storage.local.getItem(CART_KEYS.guestRecord) ?? 'null') as { region?: unknown } | null;
    return record?.region;
  } catch {
    return undefined;
  }
}

/** The badge count kept for this tab, 0 when there is none, it is unreadable, or the stored cart is another region's. */
export function readCartCounter(storage: CartStorage | undefined, region: string): number {
  if (!storage) return 0;
  const recordRegion = storedRegion(storage);
  if (recordRegion !== undefined && recordRegion !== region) return 0;
  let count = NaN;
  try {
    const raw = storage.session.getItem(CART_KEYS.counter);
    if (raw !== null && raw !== undefined) count = Number(JSON.parse(raw));
  } catch {
    // A hand-edited value counts as none; the next reconciliation writes a good one.
  }
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** Whether any cart id is stored at all: without one there is nothing to reconcile and no cart code to load. */
export function hasStoredCart(storage: CartStorage | undefined): boolean {
  if (!storage) return false;
  return [storage.local.getItem(CART_KEYS.guestRecord), storage.local.getItem(CART_KEYS.localCartId), storage.session.getItem(CART_KEYS.sessionCartId)].some(
    (value) => value !== null && value !== '',
  );
}
