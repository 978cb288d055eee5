import type { QueryClient } from '@tanstack/react-query';
import { resolveCartId } from '@storefront/core/cart';
import type { Brand, Language, Region } from '@storefront/core/locale';
import { cartApi, type Cart, type CartLine, type LineItemInput } from './api/cart-api';
import { CartApiError } from '../../lib/store-api/store-api-error';
import { browserCartStorage, type CartStorage } from './cart-keys';
import { emitShellSignal } from '../shell';
import { clearStoredCart, readStoredCart, unitsOf, writeStoredCart } from './cart-storage';

/** Where the shopper is: the cart belongs to a region; brand and language feed the marketing event. */
export interface CartScope {
  readonly region: Region;
  /** `{language}-{region}`. */
  readonly locale: string;
  readonly brand: Brand;
  readonly language: Language;
}

/**
 * The cached cart of a region read in one language: `null` when the shopper has none. The lines'
 * names and links are in the language of the reading (decision 0711), so a cart read in Arabic is
 * not the English page's cart.
 */
export const cartQueryKey = (region: Region, language: Language) => ['cart', region, language] as const;

/** The language a cart's names and links are written in: the one it was read or changed in. */
function languageOf(cart: Cart): string | undefined {
  return cart.locale.split('-')[0];
}

/** Keeps values for this page only where the browser refuses storage: the server still has the cart. */
function memoryStorage(): CartStorage {
  const area = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };
  return { local: area(), session: area() };
}

let fallbackStorage: CartStorage | undefined;

function storage(): CartStorage {
  return browserCartStorage() ?? (fallbackStorage ??= memoryStorage());
}

function isCartGone(error: unknown): boolean {
  return error instanceof CartApiError && error.code === 'CART_NOT_FOUND';
}

/** Changes run one after another: two quick clicks never create two carts or race each other. */
let queue: Promise<unknown> = Promise.resolve();

function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Counts the changes this tab has stored. A read of the cart that was on its way while a change
 * landed answers with what the server had before the change: it must not put a removed line back.
 */
let changes = 0;

/** Stores what the server answered and tells the badge; a cart without lines is no cart. */
function commit(queryClient: QueryClient, scope: CartScope, cart: Cart | null, timestamp: number): Cart | null {
  changes += 1;
  const kept = cart && cart.line_items.physical_items.length > 0 ? cart : null;
  writeStoredCart(storage(), kept, { region: scope.region, locale: scope.locale, timestamp });
  // Readings of this cart in the other language are out of date now: the next one asks the server.
  queryClient.removeQueries({ queryKey: ['cart', scope.region], predicate: (query) => query.queryKey[2] !== scope.language });
  queryClient.setQueryData(cartQueryKey(scope.region, scope.language), kept);
  emitShellSignal({ kind: 'cart-count', count: unitsOf(kept) });
  return kept;
}

/** The cart id in use: the stored one (after the expiry policy), else the cached cart's where storage failed. */
function currentCartId(queryClient: QueryClient, scope: CartScope): string | undefined {
  return readStoredCart(storage(), scope.region, new Date()).cartId ?? queryClient.getQueryData<Cart | null>(cartQueryKey(scope.region, scope.language))?.id;
}

/**
 * The shopper's cart as the server has it now. The browser copy is only a cache: this answer
 * replaces it, and a cart the server no longer knows (404 CART_NOT_FOUND) is dropped. When a
 * change of this tab is stored while the read is on its way, the read is out of date on arrival:
 * the stored change stands.
 */
export async function fetchCart(scope: CartScope, signal?: AbortSignal): Promise<Cart | null> {
  const stored = readStoredCart(storage(), scope.region, new Date());
  if (stored.discarded !== undefined) emitShellSignal({ kind: 'cart-count', count: 0 });
  if (stored.cartId === undefined) return null;
  const asOf = changes;
  try {
    const cart = await cartApi.getCart(stored.cartId, scope.region, scope.language, signal);
    if (changes !== asOf) return readStoredCart(storage(), scope.region, new Date()).cart ?? null;
    const kept = cart.line_items.physical_items.length > 0 ? cart : null;
    // Reading keeps the record's age: only a change of the cart restarts its 30 days.
    writeStoredCart(storage(), kept, { region: scope.region, locale: scope.locale, timestamp: stored.timestamp ?? Date.now() });
    emitShellSignal({ kind: 'cart-count', count: unitsOf(kept) });
    return kept;
  } catch (error) {
    if (changes !== asOf) return readStoredCart(storage(), scope.region, new Date()).cart ?? null;
    if (!isCartGone(error)) throw error;
    clearStoredCart(storage());
    emitShellSignal({ kind: 'cart-count', count: 0 });
    return null;
  }
}

/**
 * The stored copy of the cart, shown at once while the server is asked (TanStack Query's initial
 * data); a copy in another language than the page's is not shown (the server's reading follows).
 */
export function storedCart(region: Region, language: Language): Cart | null | undefined {
  const stored = readStoredCart(storage(), region, new Date());
  if (stored.cartId === undefined) return null;
  return stored.cart !== undefined && languageOf(stored.cart) === language ? stored.cart : undefined;
}

function context(scope: CartScope) {
  return { brand: scope.brand, language: scope.language };
}

/** Runs a change on an existing cart; when the server no longer knows the cart, the cache is dropped. */
async function onCart(queryClient: QueryClient, scope: CartScope, change: (cartId: string) => Promise<Cart>): Promise<Cart | null> {
  const cartId = currentCartId(queryClient, scope);
  if (cartId === undefined) {
    commit(queryClient, scope, null, Date.now());
    throw new CartApiError('CART_NOT_FOUND', 404);
  }
  try {
    return commit(queryClient, scope, await change(cartId), Date.now());
  } catch (error) {
    if (isCartGone(error)) commit(queryClient, scope, null, Date.now());
    throw error;
  }
}

/** Adds a product (a chosen size as its variant) to the shopper's cart, creating the cart on the first add. */
export function addToCart(queryClient: QueryClient, scope: CartScope, line: LineItemInput): Promise<Cart | null> {
  return serially(async () => {
    const cartId = currentCartId(queryClient, scope);
    if (cartId !== undefined) {
      try {
        return commit(queryClient, scope, await cartApi.addProduct(cartId, scope.region, line, context(scope)), Date.now());
      } catch (error) {
        if (!isCartGone(error)) throw error;
        clearStoredCart(storage());
      }
    }
    return commit(queryClient, scope, await cartApi.createCart(scope.region, scope.locale, [line]), Date.now());
  });
}

export function changeQuantity(queryClient: QueryClient, scope: CartScope, line: CartLine, quantity: number): Promise<Cart | null> {
  const item: LineItemInput = { productId: line.product_id, variantId: line.variant_id ?? undefined, quantity };
  return serially(() => onCart(queryClient, scope, (cartId) => cartApi.updateProduct(cartId, line.id, scope.region, item, context(scope))));
}

export function removeLine(queryClient: QueryClient, scope: CartScope, line: CartLine): Promise<Cart | null> {
  return serially(() => onCart(queryClient, scope, (cartId) => cartApi.deleteProduct(cartId, line.id, scope.region, context(scope))));
}

export function applyCoupon(queryClient: QueryClient, scope: CartScope, code: string): Promise<Cart | null> {
  return serially(() => onCart(queryClient, scope, (cartId) => cartApi.applyCoupon(cartId, scope.region, code)));
}

export function removeCoupon(queryClient: QueryClient, scope: CartScope, code: string): Promise<Cart | null> {
  return serially(() => onCart(queryClient, scope, (cartId) => cartApi.removeCoupon(cartId, scope.region, code)));
}

/**
 * Abandoned-cart restore: the server checks the signed token and answers the restored cart, bound
 * to this browser. The lines go into the cart the browser holds, when it holds one, so a link
 * followed twice leaves one cart (decision 0919). A restore without lines is an error.
 */
export function restoreCart(queryClient: QueryClient, scope: CartScope, token: string): Promise<Cart> {
  return serially(async () => {
    const cart = await cartApi.restore(scope.region, token, currentCartId(queryClient, scope));
    if (cart.line_items.physical_items.length === 0) throw new CartApiError('ABANDONED_CART_NO_LINES', 422);
    commit(queryClient, scope, cart, Date.now());
    return cart;
  });
}

/**
 * An order was placed from a cart: the store has consumed it, so the browser forgets it and the
 * badge says the bag is empty at once, without a reload. A bag begun since (in another tab) is kept.
 */
export function forgetPlacedCart(queryClient: QueryClient, scope: CartScope, placedCartId: string): Promise<void> {
  return serially(async () => {
    if (currentCartId(queryClient, scope) === placedCartId) commit(queryClient, scope, null, Date.now());
  });
}

/**
 * Takes over the cart the server names after a sign-in or a sign-out (spec section 4): the
 * customer's cart once the guest cart is merged into it, or the guest cart the browser keeps after
 * signing out. The cart is read and stored as the shopper's; `null` clears the stored cart.
 */
export function adoptCart(queryClient: QueryClient, scope: CartScope, cartId: string | null): Promise<Cart | null> {
  return serially(async () => commit(queryClient, scope, cartId === null ? null : await cartOrGone(scope, cartId), Date.now()));
}

/** A cart as the server has it, or `null` when it no longer knows it (404 CART_NOT_FOUND). */
async function cartOrGone(scope: CartScope, cartId: string): Promise<Cart | null> {
  try {
    return await cartApi.getCart(cartId, scope.region, scope.language);
  } catch (error) {
    if (!isCartGone(error)) throw error;
    return null;
  }
}

/**
 * A signed-in customer's bag is the account's saved cart (spec section 4: a customer's cart id is
 * the saved attribute first, then the cart data). When another device made a newer bag, this
 * browser takes it over; a saved cart the store no longer has leaves the bag held here as it is.
 * Answers the bag taken over, or `undefined` when the browser's stands.
 */
export function followSavedCart(queryClient: QueryClient, scope: CartScope, savedCartId: string | null): Promise<Cart | null | undefined> {
  return serially(async () => {
    const held = currentCartId(queryClient, scope);
    const { cartId } = resolveCartId({ signedIn: true, savedCartId: savedCartId ?? undefined, cartDataId: held });
    if (cartId === undefined || cartId === held) return undefined;
    const saved = await cartOrGone(scope, cartId);
    return saved === null ? undefined : commit(queryClient, scope, saved, Date.now());
  });
}
