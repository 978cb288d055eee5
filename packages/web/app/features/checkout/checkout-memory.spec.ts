import { describe, expect, it } from 'vitest';
import { CartApiError } from '../../lib/store-api/store-api-error';
import { keyForReview, keySpentBy, newIdempotencyKey, orderedCart, recalledCheckout, rememberCheckout, rememberOrderedCart, type CheckoutStorage } from './checkout-memory';

function aStorage(): CheckoutStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('the checkout remembered for the confirmation', () => {
  it('gives back the quote placed under its attempt only, and nothing for another attempt or a hand-edited value', () => {
    const storage = aStorage();
    const quote = { currency: 'SAR', lines: [], coupons: [], delivery: { kind: 'pickup' as const, boutiqueId: 5 }, method: 'card' as const, totals: {} as never };
    rememberCheckout(storage, { attemptId: 'att-1', cartId: 'cart-1', email: 'noura@example.com', customer: false, quote });

    expect(recalledCheckout(storage, 'att-1')).toMatchObject({ cartId: 'cart-1', email: 'noura@example.com', quote: { method: 'card' } });
    expect(recalledCheckout(storage, 'att-2')).toBeUndefined();
    storage.setItem('checkoutAttempt:att-3', '{not json');
    expect(recalledCheckout(storage, 'att-3')).toBeUndefined();
    expect(recalledCheckout(undefined, 'att-1')).toBeUndefined();
  });

  it('makes an idempotency key the API takes', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('sends one key per review: again for a retry of the same review, a new one for another quote or choice', () => {
    let made = 0;
    const make = () => `key-${(made += 1)}-0123456789abcdef`;
    const first = keyForReview(undefined, 'review A', make);
    expect(keyForReview(first, 'review A', make)).toBe(first);
    expect(keyForReview(first, 'review B', make).key).not.toBe(first.key);
  });

  it('spends the key on any answer of the store, and keeps it when the request got none', () => {
    expect(keySpentBy(new CartApiError('PAYMENT_DECLINED', 402, { reason: 'declined' }))).toBe(true);
    expect(keySpentBy(new CartApiError('PAYMENT_PROVIDER_UNAVAILABLE', 503))).toBe(true);
    expect(keySpentBy(new CartApiError('CART_CHANGED', 409))).toBe(true);
    expect(keySpentBy(new CartApiError('UNAVAILABLE', 0))).toBe(false);
    expect(keySpentBy(new CartApiError('UNAVAILABLE', 502))).toBe(false);
  });
});

describe('the cart an order was placed from', () => {
  it('is remembered by cart id with the order it became, and a hand-edited value is none', () => {
    const storage = aStorage();
    expect(orderedCart(storage, 'cart-1')).toBeUndefined();
    rememberOrderedCart(storage, 'cart-1', { reference: 'SA-7K2M9QABCDEF', customer: true });
    expect(orderedCart(storage, 'cart-1')).toEqual({ reference: 'SA-7K2M9QABCDEF', customer: true });
    expect(orderedCart(storage, 'cart-2')).toBeUndefined();
    storage.setItem('checkoutOrdered:cart-3', '{"reference":7}');
    expect(orderedCart(storage, 'cart-3')).toBeUndefined();
    expect(orderedCart(undefined, 'cart-1')).toBeUndefined();
  });
});
