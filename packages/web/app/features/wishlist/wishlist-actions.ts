import type { Language, Region } from '@storefront/core/locale';
import type { ServerWishlist } from './api/wishlist-api';
import type * as WishlistTiles from './api/wishlist-tiles';
import { entryOf, loadWishlist, notSoldIn, readCustomerId, saveWishlist, withNames, withTiles, wishlistStorage, type WishlistEntry } from './wishlist-store';

/** The API client loads only for a signed-in customer: a guest's list never leaves the browser. */
async function api() {
  return (await import('./api/wishlist-api')).wishlistApi;
}

export type WishlistProduct = Parameters<typeof entryOf>[0];

export interface WishlistScope {
  readonly region: Region;
  readonly language: Language;
}

/** Keeps the entries the customer's server list holds, in the server's order, adding the product just saved. */
function followServer(list: ServerWishlist, entries: readonly WishlistEntry[], added?: WishlistEntry): WishlistEntry[] {
  const known = new Map([...entries, ...(added ? [added] : [])].map((entry) => [entry.productId, entry]));
  return list.items.flatMap((item) => {
    const entry = known.get(item.productId);
    return entry ? [entry] : [];
  });
}

/**
 * Saves or unsaves a product. A guest's list lives in local storage only; a signed-in customer's
 * on the server, with local storage as the drawer's copy. Answers whether the product is now saved.
 */
export async function toggleWishlist(product: WishlistProduct, scope: WishlistScope): Promise<boolean> {
  const entries = await loadWishlist();
  const earlier = entries.find((entry) => entry.productId === product.productId);
  const customerId = readCustomerId(wishlistStorage());
  if (earlier) {
    const rest = entries.filter((entry) => entry.productId !== product.productId);
    if (customerId !== undefined) {
      const list = await (await api()).remove(scope.region, product.productId);
      saveWishlist(followServer(list, rest));
    } else {
      saveWishlist(rest);
    }
    return false;
  }
  const entry = entryOf(product, scope, undefined, Date.now());
  if (customerId !== undefined) {
    const list = await (await api()).add(scope.region, product.productId);
    saveWishlist(followServer(list, entries, entry));
  } else {
    saveWishlist([entry, ...entries]);
  }
  return true;
}

/** Removes a saved product (the drawer's remove button). */
export async function removeFromWishlist(productId: number, scope: WishlistScope): Promise<void> {
  const entries = await loadWishlist();
  const rest = entries.filter((entry) => entry.productId !== productId);
  if (readCustomerId(wishlistStorage()) !== undefined) {
    saveWishlist(followServer(await (await api()).remove(scope.region, productId), rest));
    return;
  }
  saveWishlist(rest);
}

/** A signed-in customer's list as the server has it now; the local copy keeps only what the server holds. */
export async function refreshCustomerWishlist(region: Region): Promise<void> {
  if (readCustomerId(wishlistStorage()) === undefined) return;
  const list = await (await api()).get(region);
  saveWishlist(followServer(list, await loadWishlist()));
}

/**
 * Reads the saved products' tiles in the page's language and region and keeps them, so the drawer
 * names, links and prices every product in this locale, whichever locale it was saved in
 * (decision 0541). Storage is written only when something changed. Answers the saved products this
 * region's store does not sell (the catalogue left them out): the drawer shows them as such, with
 * no price and no link to a page this store does not have (decision 1390).
 */
export async function refreshWishlistTiles(scope: WishlistScope, signal?: AbortSignal): Promise<ReadonlySet<number>> {
  const saved = await loadWishlist();
  if (saved.length === 0) return new Set();
  const { fetchWishlistTiles } = await import('./api/wishlist-tiles');
  const tiles = await fetchWishlistTiles(scope, saved.map((entry) => entry.productId), signal);
  const notSold = notSoldIn(saved, tiles);
  const names = await namesElsewhere(fetchWishlistTiles, saved, notSold, scope, signal);
  // The list as it is now: a product saved or removed while the tiles were on their way counts.
  const current = await loadWishlist();
  const updated = withNames(withTiles(current, tiles, scope), names, scope.language);
  if (JSON.stringify(updated) !== JSON.stringify(current)) saveWishlist(updated);
  return notSold;
}

/**
 * The names in the page's language of saved pieces this store does not sell and has never named in
 * it, from the store of a region the piece was priced in (where it was saved): an Arabic page names
 * a Waves ring saved on an English KSA page in Arabic, not in English.
 */
async function namesElsewhere(
  fetchWishlistTiles: typeof WishlistTiles.fetchWishlistTiles,
  saved: readonly WishlistEntry[],
  notSold: ReadonlySet<number>,
  { region: here, language }: WishlistScope,
  signal?: AbortSignal,
) {
  const byRegion = new Map<Region, number[]>();
  for (const entry of saved) {
    const region = (Object.keys(entry.prices) as Region[])[0];
    if (!notSold.has(entry.productId) || entry.names[language] !== undefined || region === undefined || region === here) continue;
    byRegion.set(region, [...(byRegion.get(region) ?? []), entry.productId]);
  }
  const answers = await Promise.all([...byRegion].map(([region, ids]) => fetchWishlistTiles({ region, language }, ids, signal)));
  return answers.flat();
}

/** The products saved by a guest in this browser: what the sign-in joins to the customer's list. */
export async function guestWishlistIds(): Promise<readonly number[]> {
  if (readCustomerId(wishlistStorage()) !== undefined) return [];
  return (await loadWishlist()).map((entry) => entry.productId);
}

/**
 * After a sign-in: the customer's list as the server answered it (the guest's products joined to
 * it) becomes the browser's, with the tiles of products this browser has not seen yet.
 */
export async function adoptCustomerWishlist(list: ServerWishlist, scope: WishlistScope): Promise<void> {
  const entries = await loadWishlist();
  const known = new Set(entries.map((entry) => entry.productId));
  const missing = list.items.map((item) => item.productId).filter((id) => !known.has(id));
  const now = Date.now();
  const added = missing.length === 0 ? [] : (await (await import('./api/wishlist-tiles')).fetchWishlistTiles(scope, missing)).map((tile) => entryOf(tile, scope, undefined, now));
  saveWishlist(followServer(list, [...entries, ...added]));
}

/** After a sign-out: the customer's list stays with the account, not in the browser. */
export function forgetCustomerWishlist(): void {
  saveWishlist([]);
}

/** A signed-in customer's whole list read from the server again (a session found by the page, not begun in this tab). */
export async function reloadCustomerWishlist(scope: WishlistScope): Promise<void> {
  if (readCustomerId(wishlistStorage()) === undefined) return;
  await adoptCustomerWishlist(await (await api()).get(scope.region), scope);
}
