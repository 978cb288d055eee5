import { describe, expect, it } from 'vitest';
import { restoreLinkUrl } from '@storefront/core/cart';
import { cartPath, restoreRequestOf } from './cart-path';

describe('cart addresses', () => {
  it('puts the Miss L cart under its brand prefix', () => {
    expect(cartPath('ar-sa', 'lazurde')).toBe('/ar-sa/cart');
    expect(cartPath('en-eg', 'missl')).toBe('/en-eg/miss-l/cart');
  });

  it('reads a restore link with an order id or cart id and its token', () => {
    expect(restoreRequestOf(new URLSearchParams('order_id=1042&token=abc.def'))).toEqual({ kind: 'restore', token: 'abc.def' });
    expect(restoreRequestOf(new URLSearchParams('cartId=c1&token=t'))).toEqual({ kind: 'restore', token: 't' });
  });

  it('reads the links the store signs for abandoned carts and orders, token intact', () => {
    const token = 'v1.eyJrIjoiY2FydCJ9.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
    for (const kind of ['cart', 'order'] as const) {
      const link = new URL(restoreLinkUrl('https://shop.example', 'ar', { kind, id: 'SA-7K2M9Q', region: 'sa' }, token));
      expect(link.pathname).toBe(cartPath('ar-sa', 'lazurde'));
      expect(restoreRequestOf(link.searchParams)).toEqual({ kind: 'restore', token });
    }
  });

  it('raises the error flag when the id is missing or blank', () => {
    expect(restoreRequestOf(new URLSearchParams('token=abc'))).toEqual({ kind: 'invalid', code: 'ABANDONED_CART_ORDER_ID_MISSING' });
    expect(restoreRequestOf(new URLSearchParams('order_id=&token=abc'))).toEqual({ kind: 'invalid', code: 'ABANDONED_CART_ORDER_ID_MISSING' });
  });

  it('never sends an id without a signed token', () => {
    expect(restoreRequestOf(new URLSearchParams('order_id=1042'))).toEqual({ kind: 'invalid', code: 'ABANDONED_CART_LINK_INVALID' });
  });

  it('is a plain cart page without restore parameters', () => {
    expect(restoreRequestOf(new URLSearchParams('utm_source=mail'))).toEqual({ kind: 'none' });
  });
});
