import { describe, expect, it } from 'vitest';
import { resolveCartId } from './cart-id.js';

describe('cart id priority', () => {
  it('gives a customer the saved cart attribute before the cached cart data', () => {
    expect(resolveCartId({ signedIn: true, savedCartId: 'saved', guestCartId: 'guest', cartDataId: 'data' })).toEqual({ cartId: 'saved', source: 'saved-attribute' });
  });

  it('falls back to the cached cart data when a customer has no saved cart', () => {
    expect(resolveCartId({ signedIn: true, savedCartId: '', guestCartId: 'guest', cartDataId: 'data' })).toEqual({ cartId: 'data', source: 'cart-data' });
  });

  it('gives a guest the guest storage id before the cached cart data', () => {
    expect(resolveCartId({ signedIn: false, savedCartId: 'saved', guestCartId: 'guest', cartDataId: 'data' })).toEqual({ cartId: 'guest', source: 'guest-storage' });
    expect(resolveCartId({ signedIn: false, savedCartId: 'saved', cartDataId: 'data' })).toEqual({ cartId: 'data', source: 'cart-data' });
  });

  it('answers no cart when nothing holds an id', () => {
    expect(resolveCartId({ signedIn: false, guestCartId: ' ' })).toEqual({ source: 'none' });
  });
});
