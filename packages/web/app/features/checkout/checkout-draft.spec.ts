import { describe, expect, it } from 'vitest';
import { forgetDraft, keepDraft, recalledDraft, usableDraft, usablePayment, type CheckoutDraft } from './checkout-draft';
import type { CheckoutStorage } from './checkout-memory';

function aStorage(): CheckoutStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

const typed: CheckoutDraft = {
  email: 'noura@example.com',
  phone: '0501234567',
  delivery: {
    kind: 'home',
    method: 'express',
    addressId: 'new',
    address: { firstName: 'Noura', lastName: 'Alharbi', phone: '0501234567', line1: '12 Olaya Street', governorate: 'riyadh', city: 'riyadh-city' },
  },
  payment: { method: 'tabby', saveCard: false },
};

describe('what a shopper typed on the checkout, kept for a reload or the way back from the provider', () => {
  it('gives back the cart’s own details, and nothing for another cart, a hand-edited value or blocked storage', () => {
    const storage = aStorage();
    keepDraft(storage, 'cart-1', typed);

    expect(recalledDraft(storage, 'cart-1')).toEqual(typed);
    expect(recalledDraft(storage, 'cart-2')).toBeUndefined();
    storage.setItem('checkoutDraft:cart-3', '{"email": 5}');
    expect(recalledDraft(storage, 'cart-3')).toBeUndefined();
    storage.setItem('checkoutDraft:cart-4', '{not json');
    expect(recalledDraft(storage, 'cart-4')).toBeUndefined();
    expect(recalledDraft(undefined, 'cart-1')).toBeUndefined();
  });

  it('is forgotten once the order is placed', () => {
    const storage = aStorage();
    keepDraft(storage, 'cart-1', typed);
    forgetDraft(storage, 'cart-1');
    expect(recalledDraft(storage, 'cart-1')).toBeUndefined();
  });

  it('keeps a customer’s own email and falls back to the default address when the saved one is gone', () => {
    const kept = { ...typed, email: '', delivery: { ...typed.delivery, addressId: 41 } };
    expect(usableDraft(kept, { customerEmail: 'demo.sa@storefront.test', savedAddressIds: [7, 8], defaultAddressId: 7 })).toMatchObject({
      email: 'demo.sa@storefront.test',
      delivery: { addressId: 7 },
    });
    expect(usableDraft(kept, { customerEmail: undefined, savedAddressIds: [41], defaultAddressId: 'new' }).delivery.addressId).toBe(41);
  });

  it('unchooses a way of paying no longer offered, and a saved card no longer there', () => {
    const options = { payment: [{ method: 'card', available: true }, { method: 'tabby', available: false }], savedCards: [{ id: 3 }] };
    expect(usablePayment({ method: 'tabby', saveCard: false }, options).method).toBeUndefined();
    expect(usablePayment({ method: 'card', savedCardId: 3, saveCard: false }, options)).toEqual({ method: 'card', savedCardId: 3, saveCard: false });
    expect(usablePayment({ method: 'card', savedCardId: 9, saveCard: true }, options)).toEqual({ method: 'card', savedCardId: undefined, saveCard: true });
  });
});
