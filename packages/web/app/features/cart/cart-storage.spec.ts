import { describe, expect, it } from 'vitest';
import { aCart, aLine, memoryCartStorage } from './test-support/cart.builder';
import { CART_KEYS, hasStoredCart, readCartCounter } from './cart-keys';
import { readStoredCart, writeStoredCart } from './cart-storage';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-22T10:00:00Z');

describe('guest cart in browser storage', () => {
  it('keeps the guest record and the spec session keys, and reads the cart back', () => {
    const storage = memoryCartStorage();
    const cart = aCart({ line_items: { physical_items: [aLine({ quantity: 2 }), aLine({ id: 'line-2', sku: 'LZ-NK-1003' })] } });
    writeStoredCart(storage, cart, { region: 'sa', locale: 'ar-sa', timestamp: NOW.getTime() });

    const { local = {}, session = {} } = storage.dump();
    expect(JSON.parse(local[CART_KEYS.guestRecord] ?? '')).toEqual({ cartId: cart.id, cartData: cart, timestamp: NOW.getTime(), region: 'sa', locale: 'ar-sa' });
    expect(JSON.parse(local[CART_KEYS.localCartId] ?? '')).toBe(cart.id);
    expect(JSON.parse(session.cartId ?? '')).toBe(cart.id);
    expect(JSON.parse(session.cartData ?? '')).toEqual(cart);
    expect(JSON.parse(session.cartItem_counter ?? '')).toBe(3);
    expect(readCartCounter(storage, 'sa')).toBe(3);

    expect(readStoredCart(storage, 'sa', NOW)).toEqual({ cartId: cart.id, cart, timestamp: NOW.getTime() });
  });

  it('finds the cart from the guest record alone in a new tab (empty session storage)', () => {
    const storage = memoryCartStorage();
    const cart = aCart();
    writeStoredCart(storage, cart, { region: 'sa', locale: 'en-sa', timestamp: NOW.getTime() });
    for (const key of [CART_KEYS.counter, CART_KEYS.cartData, CART_KEYS.sessionCartId]) storage.session.removeItem(key);

    expect(readStoredCart(storage, 'sa', NOW)).toMatchObject({ cartId: cart.id, cart });
  });

  it('drops a guest cart older than 30 days together with the cached cart', () => {
    const storage = memoryCartStorage();
    writeStoredCart(storage, aCart(), { region: 'sa', locale: 'en-sa', timestamp: NOW.getTime() - 31 * DAY });

    expect(readStoredCart(storage, 'sa', NOW)).toEqual({ discarded: 'expired' });
    expect(storage.dump()).toEqual({ local: {}, session: {} });
    expect(hasStoredCart(storage)).toBe(false);
  });

  it('keeps a guest cart written 29 days ago', () => {
    const storage = memoryCartStorage();
    const cart = aCart();
    writeStoredCart(storage, cart, { region: 'sa', locale: 'en-sa', timestamp: NOW.getTime() - 29 * DAY });

    expect(readStoredCart(storage, 'sa', NOW).cartId).toBe(cart.id);
  });

  it('drops the guest cart of another region, and the badge shows none meanwhile', () => {
    const storage = memoryCartStorage();
    writeStoredCart(storage, aCart({}, 'sa'), { region: 'sa', locale: 'ar-sa', timestamp: NOW.getTime() });

    expect(readCartCounter(storage, 'eg')).toBe(0);
    expect(readStoredCart(storage, 'eg', NOW)).toEqual({ discarded: 'other-region' });
    expect(storage.dump()).toEqual({ local: {}, session: {} });
  });

  it('clears everything when the cart has no lines left', () => {
    const storage = memoryCartStorage();
    writeStoredCart(storage, aCart(), { region: 'sa', locale: 'en-sa', timestamp: NOW.getTime() });
    writeStoredCart(storage, aCart({ line_items: { physical_items: [] } }), { region: 'sa', locale: 'en-sa', timestamp: NOW.getTime() });

    expect(storage.dump()).toEqual({ local: {}, session: {} });
    expect(readStoredCart(storage, 'sa', NOW)).toEqual({});
  });

  it('treats hand-edited storage as no cart rather than failing', () => {
    const storage = memoryCartStorage();
    storage.local.setItem(CART_KEYS.guestRecord, '{not json');
    storage.session.setItem(CART_KEYS.cartData, '{"id": 5}');
    storage.session.setItem(CART_KEYS.counter, 'many');

    expect(readStoredCart(storage, 'sa', NOW)).toEqual({});
    expect(readCartCounter(storage, 'sa')).toBe(0);
  });
});
