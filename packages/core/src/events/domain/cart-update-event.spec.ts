import { describe, expect, it } from 'vitest';
import { aCart } from '../../cart/test-support/fake-ports.js';
import { aCartLine } from '../../cart/test-support/cart-line.builder.js';
import { cartUpdateEvent } from './cart-update-event.js';

describe('cart_update_backend', () => {
  it('carries who, where, the totals and every line of the cart as the change left it', () => {
    const cart = { ...aCart('cart-1'), lines: [aCartLine().withSku('R-1').priced(150_00).withQuantity(2).build()] };
    const event = cartUpdateEvent('update', cart, { identity: { cookieId: 'c-1' }, brand: 'missl' }, new Date('2026-03-01T10:00:00Z'));

    expect(event).toMatchObject({
      name: 'cart_update_backend',
      action: 'update',
      identity: { cookieId: 'c-1' },
      region: 'sa',
      brand: 'missl',
      language: 'en',
      cartId: 'cart-1',
      itemCount: 2,
      occurredAt: '2026-03-01T10:00:00.000Z',
      items: [{ sku: 'R-1', quantity: 2, price: { amountMinor: 150_00, currency: 'SAR' } }],
    });
  });
});
