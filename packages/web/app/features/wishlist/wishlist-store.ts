// zod's mini build: the heart on every tile reads the stored list, so this stays small.
import * as z from 'zod/mini';
import type { Language, Money, ProductSummary, Region } from '@storefront/core';

/** The local storage keys of the wish list (spec section 3). */
export const WISHLIST_KEYS = {
  /** The saved products with what the drawer shows of them. */
  data: 'wish_list_data',
  /** The saved product ids, which the hearts read. */
  ids: 'all_wishlist_items',
  /** The cached customer (spec: customerData); its entityId marks a signed-in shopper. */
  customer: 'customer',
} as const;

const money = z.object({ amountMinor: z.int(), currency: z.enum(['SAR', 'AED', 'EGP']) });
const regionPrice = z.object({ price: money, salePrice: z.optional(money) });

const entrySchema = z.object({
  productId: z.int(),
  sku: z.string(),
  brand: z.enum(['lazurde', 'missl', 'waves']),
  imageUrl: z.string(),
  /** The product's name in each language it was seen in. */
  names: z.object({ en: z.optional(z.string()), ar: z.optional(z.string()) }),
  /** Its price in each region it was seen in: prices differ between stores. */
  prices: z.object({ sa: z.optional(regionPrice), ae: z.optional(regionPrice), eg: z.optional(regionPrice) }),
  addedAt: z.number(),
});

/** A saved product, as much as the wish list drawer shows of it. */
export type WishlistEntry = z.infer<typeof entrySchema>;

/** What a wish list key-value store needs (the browser's local storage, or a map in tests). */
export interface WishlistStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The saved products, newest first; a hand-edited or older shape is dropped entry by entry, never an error. */
export function readWishlist(storage: WishlistStorage): readonly WishlistEntry[] {
  const data = z.object({ items: z.array(z.unknown()) }).safeParse(parseJson(storage.getItem(WISHLIST_KEYS.data)));
  if (!data.success) return [];
  const entries: WishlistEntry[] = [];
  for (const item of data.data.items) {
    const parsed = entrySchema.safeParse(item);
    if (parsed.success && !entries.some((entry) => entry.productId === parsed.data.productId)) entries.push(parsed.data);
  }
  return entries;
}

/** Stores the list in both keys of the spec: the entries and the plain id list. */
export function writeWishlist(storage: WishlistStorage, entries: readonly WishlistEntry[]): void {
  try {
    storage.setItem(WISHLIST_KEYS.data, JSON.stringify({ items: entries }));
    storage.setItem(WISHLIST_KEYS.ids, JSON.stringify(entries.map((entry) => entry.productId)));
  } catch {
    // Storage full or blocked: the list lives on for this page only.
  }
}

/** The entry for a product seen in a language and a region; an earlier entry keeps its other names and prices. */
export function entryOf(
  product: Pick<ProductSummary, 'productId' | 'sku' | 'name' | 'brand' | 'imageUrl' | 'price'> & { readonly salePrice?: Money | undefined },
  seenIn: { readonly language: Language; readonly region: Region },
  earlier: WishlistEntry | undefined,
  now: number,
): WishlistEntry {
  const price = product.salePrice === undefined ? { price: product.price } : { price: product.price, salePrice: product.salePrice };
  return {
    productId: product.productId,
    sku: product.sku,
    brand: product.brand,
    imageUrl: product.imageUrl,
    names: { ...earlier?.names, [seenIn.language]: product.name },
    prices: { ...earlier?.prices, [seenIn.region]: price },
    addedAt: earlier?.addedAt ?? now,
  };
}

/** The signed-in customer's id from the cached customer, or `undefined` for a guest (entityId absent or 0). */
export function readCustomerId(storage: WishlistStorage): number | undefined {
  const customer = parseJson(storage.getItem(WISHLIST_KEYS.customer));
  const entityId = typeof customer === 'object' && customer !== null ? (customer as { entityId?: unknown }).entityId : undefined;
  return typeof entityId === 'number' && Number.isInteger(entityId) && entityId > 0 ? entityId : undefined;
}

// One snapshot per tab, shared by every heart and the drawer, kept in step with other tabs.
const EMPTY: readonly WishlistEntry[] = [];
const listeners = new Set<() => void>();
let snapshot: readonly WishlistEntry[] | undefined;
let memory: WishlistStorage | undefined;

/** Local storage, or a map for this page where the browser refuses storage. */
export function wishlistStorage(): WishlistStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Storage blocked: fall through to memory.
  }
  if (!memory) {
    const values = new Map<string, string>();
    memory = { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
  }
  return memory;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === WISHLIST_KEYS.data) {
    snapshot = undefined;
    notify();
  }
}

export function subscribeWishlist(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function wishlistSnapshot(): readonly WishlistEntry[] {
  snapshot ??= readWishlist(wishlistStorage());
  return snapshot;
}

/** The server renders every heart empty: the list lives in the browser. */
export function serverWishlistSnapshot(): readonly WishlistEntry[] {
  return EMPTY;
}

/** Replaces the list in this tab and in storage. */
export function saveWishlist(entries: readonly WishlistEntry[]): void {
  writeWishlist(wishlistStorage(), entries);
  snapshot = entries;
  notify();
}
