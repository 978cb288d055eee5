// The browser storage keys of the wish list and how they are read: shared by the store and the
// entries' schema (loaded later), so neither imports the other's module for them.

/** The local storage keys of the wish list (spec section 3). */
export const WISHLIST_KEYS = {
  /** The saved products with what the drawer shows of them. */
  data: 'wish_list_data',
  /** The saved product ids, which the hearts read. */
  ids: 'all_wishlist_items',
  /** The cached customer (spec: customerData); its entityId marks a signed-in shopper. */
  customer: 'customer',
} as const;

/** What a wish list key-value store needs (the browser's local storage, or a map in tests). */
export interface WishlistStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A stored JSON value, or `undefined` when there is none or it does not parse. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
