import type { Money, ProductSummary } from '@storefront/core/catalog';
import type { Language, Region } from '@storefront/core/locale';
import type { WishlistEntry } from './wishlist-entries';
import { parseJson, WISHLIST_KEYS, type WishlistStorage } from './wishlist-storage';

export type { WishlistEntry } from './wishlist-entries';
export { parseJson, WISHLIST_KEYS, type WishlistStorage } from './wishlist-storage';

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

/**
 * The entries with what the catalogue answers now in one language and region: each product's name
 * there, its price there and its picture. A product the answer leaves out (no longer sold in the
 * region) keeps what it had; the order and the dates saved stay.
 */
export function withTiles(
  entries: readonly WishlistEntry[],
  tiles: readonly Parameters<typeof entryOf>[0][],
  seenIn: { readonly language: Language; readonly region: Region },
): readonly WishlistEntry[] {
  const byId = new Map(tiles.map((tile) => [tile.productId, tile]));
  return entries.map((entry) => {
    const tile = byId.get(entry.productId);
    return tile ? entryOf(tile, seenIn, entry, entry.addedAt) : entry;
  });
}

/** The entries with their names in one language from the catalogue's tiles (of another region's store); prices and the rest unchanged. */
export function withNames(entries: readonly WishlistEntry[], tiles: readonly Pick<ProductSummary, 'productId' | 'name'>[], language: Language): readonly WishlistEntry[] {
  const byId = new Map(tiles.map((tile) => [tile.productId, tile.name]));
  return entries.map((entry) => {
    const name = byId.get(entry.productId);
    return name === undefined ? entry : { ...entry, names: { ...entry.names, [language]: name } };
  });
}

/** The asked-for products a catalogue answer left out: those its region's store does not sell. */
export function notSoldIn(asked: readonly Pick<WishlistEntry, 'productId'>[], tiles: readonly Pick<ProductSummary, 'productId'>[]): ReadonlySet<number> {
  const sold = new Set(tiles.map((tile) => tile.productId));
  return new Set(asked.map((entry) => entry.productId).filter((id) => !sold.has(id)));
}

/** The signed-in customer's id from the cached customer, or `undefined` for a guest (entityId absent or 0). */
export function readCustomerId(storage: WishlistStorage): number | undefined {
  const customer = parseJson(storage.getItem(WISHLIST_KEYS.customer));
  const entityId = typeof customer === 'object' && customer !== null ? (customer as { entityId?: unknown }).entityId : undefined;
  return typeof entityId === 'number' && Number.isInteger(entityId) && entityId > 0 ? entityId : undefined;
}

// One snapshot per tab, shared by every heart and the drawer, kept in step with other tabs. The
// stored list is read (and checked) by a module loaded after the page hydrates, so the checking
// code is not part of any page's first load: until it is read, the list counts as empty, as it
// does on the server. Where nothing is stored (a first visit, say) there is nothing to check, and
// that code is not fetched at all.
const EMPTY: readonly WishlistEntry[] = [];
const listeners = new Set<() => void>();
let snapshot: readonly WishlistEntry[] | undefined;
let reading: Promise<readonly WishlistEntry[]> | undefined;
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

/** The stored list, read once per tab (and again after another tab changed it). */
export function loadWishlist(): Promise<readonly WishlistEntry[]> {
  if (snapshot) return Promise.resolve(snapshot);
  if (!reading && wishlistStorage().getItem(WISHLIST_KEYS.data) === null) {
    snapshot = EMPTY;
    return Promise.resolve(snapshot);
  }
  const current = (reading ??= import('./wishlist-entries').then(({ readWishlist }) => {
    // A save while the module was loading is newer than what storage held before it.
    if (reading === current && !snapshot) {
      snapshot = readWishlist(wishlistStorage());
      notify();
    }
    if (reading === current) reading = undefined;
    return snapshot ?? EMPTY;
  }));
  return current;
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === WISHLIST_KEYS.data) {
    snapshot = undefined;
    reading = undefined;
    void loadWishlist();
  }
}

export function subscribeWishlist(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  if (!snapshot) void loadWishlist();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The list as read so far: empty until `loadWishlist` has read storage. */
export function wishlistSnapshot(): readonly WishlistEntry[] {
  return snapshot ?? EMPTY;
}

/** The server renders every heart empty: the list lives in the browser. */
export function serverWishlistSnapshot(): readonly WishlistEntry[] {
  return EMPTY;
}

/** Replaces the list in this tab and in storage. */
export function saveWishlist(entries: readonly WishlistEntry[]): void {
  writeWishlist(wishlistStorage(), entries);
  snapshot = entries;
  reading = undefined;
  notify();
}
