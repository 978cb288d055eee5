import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Cart } from './api/cart-api';
import { addToCart, cartQueryKey, changeQuantity, fetchCart, followSavedCart, removeLine, restoreCart, storedCart, type CartScope } from './cart-actions';
import { CartApiError } from '../../lib/store-api/store-api-error';
import { CART_KEYS } from './cart-keys';
import { onShellSignal, type ShellSignal } from '../shell';
import { writeStoredCart } from './cart-storage';
import { aCart, aLine, memoryCartStorage } from './test-support/cart.builder';

const SCOPE: CartScope = { region: 'sa', locale: 'ar-sa', brand: 'lazurde', language: 'ar' };

interface Call {
  readonly path: string;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
}

/** A stand-in for the API: answers each path with the envelope the handler gives. */
function fakeApi(handlers: Record<string, (body: Record<string, unknown>) => { status?: number; response: unknown; hasError?: boolean }>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace('/api/', '');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ path, body, headers: init.headers as Record<string, string> });
    const handler = handlers[path];
    if (!handler) throw new TypeError('network down');
    const { status = 200, response, hasError = false } = handler(body);
    return new Response(JSON.stringify({ response, hasError }), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

let storage: ReturnType<typeof memoryCartStorage>;
let signals: ShellSignal[];
let stopListening: () => void;

beforeEach(() => {
  storage = memoryCartStorage();
  vi.stubGlobal('window', { localStorage: storage.local, sessionStorage: storage.session });
  signals = [];
  stopListening = onShellSignal((signal) => signals.push(signal));
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe('adding to the cart', () => {
  it('creates the cart on the first add, stores it and sets the badge to its units', async () => {
    const created = aCart({ line_items: { physical_items: [aLine({ variant_id: 40 })] } });
    const calls = fakeApi({ 'cart/createCart': () => ({ response: created }) });
    const queryClient = new QueryClient();

    await addToCart(queryClient, SCOPE, { productId: 12, variantId: 40, quantity: 1 });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ region: 'sa', locale: 'ar-sa', lineItems: [{ productId: 12, variantId: 40, quantity: 1 }] });
    expect(calls[0]?.headers['x-storefront-client']).toBe('web');
    expect(queryClient.getQueryData(cartQueryKey('sa', 'ar'))).toEqual(created);
    expect(JSON.parse(storage.session.getItem(CART_KEYS.sessionCartId) ?? '')).toBe(created.id);
    expect(signals).toContainEqual({ kind: 'cart-count', count: 1 });
  });

  it('adds to the stored cart with the marketing context, and two quick adds never make two carts', async () => {
    const existing = aCart();
    writeStoredCart(storage, existing, { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    let quantity = 1;
    const calls = fakeApi({
      'cart/addProduct': () => {
        quantity += 1;
        return { response: aCart({ line_items: { physical_items: [aLine({ quantity })] } }) };
      },
    });
    const queryClient = new QueryClient();

    await Promise.all([
      addToCart(queryClient, SCOPE, { productId: 12, quantity: 1 }),
      addToCart(queryClient, SCOPE, { productId: 12, quantity: 1 }),
    ]);

    expect(calls.map((call) => call.path)).toEqual(['cart/addProduct', 'cart/addProduct']);
    expect(calls[0]?.body).toEqual({ cartId: existing.id, region: 'sa', lineItem: { productId: 12, quantity: 1 }, context: { brand: 'lazurde', language: 'ar' } });
    expect(JSON.parse(storage.session.getItem(CART_KEYS.counter) ?? '')).toBe(3);
  });

  it('starts a new cart when the server no longer knows the stored one', async () => {
    writeStoredCart(storage, aCart({ id: 'gone' }), { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    const fresh = aCart({ id: 'fresh' });
    const calls = fakeApi({
      'cart/addProduct': () => ({ status: 404, hasError: true, response: { code: 'CART_NOT_FOUND' } }),
      'cart/createCart': () => ({ response: fresh }),
    });
    const queryClient = new QueryClient();

    await addToCart(queryClient, SCOPE, { productId: 12, quantity: 1 });

    expect(calls.map((call) => call.path)).toEqual(['cart/addProduct', 'cart/createCart']);
    expect(JSON.parse(storage.local.getItem(CART_KEYS.localCartId) ?? '')).toBe('fresh');
  });

  it('passes a quantity refusal on with its params and leaves the cart as it was', async () => {
    const existing = aCart();
    writeStoredCart(storage, existing, { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    fakeApi({ 'cart/updateProduct': () => ({ status: 409, hasError: true, response: { code: 'QUANTITY_EXCEEDS', params: { availableToSell: 2, requested: 5 } } }) });
    const queryClient = new QueryClient();
    queryClient.setQueryData(cartQueryKey('sa', 'ar'), existing);

    const failure = changeQuantity(queryClient, SCOPE, aLine(), 5);

    await expect(failure).rejects.toMatchObject({ code: 'QUANTITY_EXCEEDS', status: 409, params: { availableToSell: 2, requested: 5 } });
    expect(queryClient.getQueryData(cartQueryKey('sa', 'ar'))).toEqual(existing);
    expect(JSON.parse(storage.session.getItem(CART_KEYS.cartData) ?? '')).toEqual(existing);
  });
});

describe('reconciling with the server', () => {
  it('replaces the stored copy with the server cart and keeps the record age', async () => {
    const written = Date.now() - 5 * 24 * 60 * 60 * 1000;
    writeStoredCart(storage, aCart(), { region: 'sa', locale: 'ar-sa', timestamp: written });
    const server: Cart = aCart({ line_items: { physical_items: [aLine({ quantity: 4, exceedingQuantity: true, available_to_sell: 3 })] } });
    const calls = fakeApi({ 'cart/getCart': () => ({ response: server }) });

    await expect(fetchCart(SCOPE)).resolves.toEqual(server);
    // The names come back in the page's language, whatever language the cart was made in.
    expect(calls[0]?.body).toMatchObject({ region: 'sa', language: SCOPE.language });
    expect(JSON.parse(storage.local.getItem(CART_KEYS.guestRecord) ?? '')).toMatchObject({ timestamp: written });
    expect(signals).toContainEqual({ kind: 'cart-count', count: 4 });
  });

  it('drops the stored cart on 404 CART_NOT_FOUND (another browser, or gone)', async () => {
    writeStoredCart(storage, aCart(), { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    fakeApi({ 'cart/getCart': () => ({ status: 404, hasError: true, response: { code: 'CART_NOT_FOUND' } }) });

    await expect(fetchCart(SCOPE)).resolves.toBeNull();
    expect(storage.dump()).toEqual({ local: {}, session: {} });
    expect(signals).toContainEqual({ kind: 'cart-count', count: 0 });
  });

  it('asks nothing of the server when no cart is stored', async () => {
    const calls = fakeApi({});
    await expect(fetchCart(SCOPE)).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  it('never brings back a line removed while a read of the cart was on its way', async () => {
    const before = aCart({ line_items: { physical_items: [aLine({ quantity: 3 })] } });
    writeStoredCart(storage, before, { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    const queryClient = new QueryClient();
    queryClient.setQueryData(cartQueryKey('sa', 'ar'), before);
    // The read leaves first and is answered last, with the cart as it was before the removal.
    let answerRead: () => void = () => undefined;
    vi.stubGlobal('fetch', async (url: string) => {
      const envelope = (response: unknown) => new Response(JSON.stringify({ response, hasError: false }), { headers: { 'content-type': 'application/json' } });
      if (url.endsWith('cart/getCart')) return new Promise<Response>((resolve) => (answerRead = () => resolve(envelope(before))));
      return envelope(aCart({ line_items: { physical_items: [] } }));
    });

    const read = fetchCart(SCOPE);
    await removeLine(queryClient, SCOPE, before.line_items.physical_items[0]!);
    expect(queryClient.getQueryData(cartQueryKey('sa', 'ar'))).toBeNull();
    answerRead();

    await expect(read).resolves.toBeNull();
    expect(storage.dump()).toEqual({ local: {}, session: {} });
    expect(signals.at(-1)).toEqual({ kind: 'cart-count', count: 0 });
  });

  it('keeps the stored copy when the server cannot be reached', async () => {
    const existing = aCart();
    writeStoredCart(storage, existing, { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    fakeApi({});

    await expect(fetchCart(SCOPE)).rejects.toEqual(new CartApiError('UNAVAILABLE', 0));
    expect(JSON.parse(storage.session.getItem(CART_KEYS.cartData) ?? '')).toEqual(existing);
  });
});

describe('the cart in the page\'s language', () => {
  it('keys the cached cart by region and language, so a reading in Arabic is not the English page\'s cart', () => {
    expect(cartQueryKey('sa', 'ar')).not.toEqual(cartQueryKey('sa', 'en'));
  });

  it('shows the stored copy at once only on a page of the language it was read in', () => {
    writeStoredCart(storage, aCart({ locale: 'ar-sa' }), { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    expect(storedCart('sa', 'ar')).toMatchObject({ locale: 'ar-sa' });
    expect(storedCart('sa', 'en')).toBeUndefined();
  });

  it('drops readings in the other language when a change is stored', async () => {
    const existing = aCart({ locale: 'en-sa' });
    writeStoredCart(storage, existing, { region: 'sa', locale: 'en-sa', timestamp: Date.now() });
    const changed = aCart({ locale: 'ar-sa', line_items: { physical_items: [aLine({ quantity: 2 })] } });
    fakeApi({ 'cart/updateProduct': () => ({ response: changed }) });
    const queryClient = new QueryClient();
    queryClient.setQueryData(cartQueryKey('sa', 'en'), existing);

    await changeQuantity(queryClient, SCOPE, aLine(), 2);

    expect(queryClient.getQueryData(cartQueryKey('sa', 'ar'))).toEqual(changed);
    expect(queryClient.getQueryData(cartQueryKey('sa', 'en'))).toBeUndefined();
  });
});

describe('abandoned-cart restore', () => {
  it('sends the region, the signed token and the cart it holds, and stores the cart the server answers', async () => {
    writeStoredCart(storage, aCart({ id: 'older' }), { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    const restored = aCart({ id: 'restored', line_items: { physical_items: [aLine({ quantity: 2 })] } });
    const calls = fakeApi({ 'cart/restore': () => ({ response: restored }) });
    const queryClient = new QueryClient();

    await restoreCart(queryClient, SCOPE, 'signed.token');

    expect(calls.map((call) => call.body)).toEqual([{ region: 'sa', token: 'signed.token', cartId: 'older' }]);
    expect(JSON.parse(storage.local.getItem(CART_KEYS.guestRecord) ?? '')).toMatchObject({ cartId: 'restored', region: 'sa' });
    expect(queryClient.getQueryData(cartQueryKey('sa', 'ar'))).toEqual(restored);
    expect(signals).toContainEqual({ kind: 'cart-count', count: 2 });
  });

  it('sends no cart when the browser holds none', async () => {
    const calls = fakeApi({ 'cart/restore': () => ({ response: aCart({ id: 'restored', line_items: { physical_items: [aLine()] } }) }) });

    await restoreCart(new QueryClient(), SCOPE, 'signed.token');

    expect(calls.map((call) => call.body)).toEqual([{ region: 'sa', token: 'signed.token' }]);
  });

  it('is the no-lines error when the order had nothing to restore, and keeps the stored cart', async () => {
    const existing = aCart();
    writeStoredCart(storage, existing, { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    fakeApi({ 'cart/restore': () => ({ response: aCart({ line_items: { physical_items: [] } }) }) });

    await expect(restoreCart(new QueryClient(), SCOPE, 't')).rejects.toMatchObject({ code: 'ABANDONED_CART_NO_LINES' });
    expect(JSON.parse(storage.session.getItem(CART_KEYS.cartData) ?? '')).toEqual(existing);
  });

  it('passes on the server refusal of a forged or expired link', async () => {
    fakeApi({ 'cart/restore': () => ({ status: 400, hasError: true, response: { code: 'ABANDONED_CART_LINK_EXPIRED' } }) });
    await expect(restoreCart(new QueryClient(), SCOPE, 't')).rejects.toMatchObject({ code: 'ABANDONED_CART_LINK_EXPIRED' });
  });
});

describe('a signed-in customer’s saved cart', () => {
  const held = aCart({ id: 'cart-held' });

  it('is taken over when the account saved another (a newer bag from another device)', async () => {
    writeStoredCart(storage, held, { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    const saved = aCart({ id: 'cart-saved', line_items: { physical_items: [aLine({ quantity: 3 })] } });
    const calls = fakeApi({ 'cart/getCart': () => ({ response: saved }) });

    expect(await followSavedCart(new QueryClient(), SCOPE, 'cart-saved')).toEqual(saved);
    expect(calls.map((call) => call.body['cartId'])).toEqual(['cart-saved']);
    expect(JSON.parse(storage.session.getItem(CART_KEYS.sessionCartId) ?? '')).toBe('cart-saved');
    expect(signals).toContainEqual({ kind: 'cart-count', count: 3 });
  });

  it('leaves the bag held here when it is the saved one, when none is saved, and when the saved one is gone', async () => {
    writeStoredCart(storage, held, { region: 'sa', locale: 'ar-sa', timestamp: Date.now() });
    const calls = fakeApi({ 'cart/getCart': () => ({ status: 404, hasError: true, response: { code: 'CART_NOT_FOUND' } }) });
    const queryClient = new QueryClient();

    expect(await followSavedCart(queryClient, SCOPE, 'cart-held')).toBeUndefined();
    expect(await followSavedCart(queryClient, SCOPE, null)).toBeUndefined();
    expect(calls).toHaveLength(0);
    expect(await followSavedCart(queryClient, SCOPE, 'cart-gone')).toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(JSON.parse(storage.session.getItem(CART_KEYS.sessionCartId) ?? '')).toBe('cart-held');
  });

  it('is loaded into a browser that holds no bag of the region', async () => {
    const saved = aCart({ id: 'cart-saved' });
    fakeApi({ 'cart/getCart': () => ({ response: saved }) });
    expect(await followSavedCart(new QueryClient(), SCOPE, 'cart-saved')).toEqual(saved);
    expect(JSON.parse(storage.session.getItem(CART_KEYS.sessionCartId) ?? '')).toBe('cart-saved');
  });
});
