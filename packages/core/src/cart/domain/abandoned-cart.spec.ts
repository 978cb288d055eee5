import { describe, expect, it } from 'vitest';
import { planAbandonedCartRestore } from './abandoned-cart.js';

describe('abandoned-cart restore', () => {
  it('rebuilds the order lines on channel 1 in SAR and en-sa when the order says nothing else', () => {
    expect(planAbandonedCartRestore({ orderId: '1001', lines: [{ productId: 7, quantity: 2 }] })._unsafeUnwrap()).toEqual({
      channelId: 1,
      currency: 'SAR',
      locale: { language: 'en', region: 'sa' },
      lines: [{ productId: 7, quantity: 2 }],
    });
  });

  it('keeps the order’s own currency and locale', () => {
    const plan = planAbandonedCartRestore({ orderId: '1', lines: [{ productId: 7, quantity: 1 }], currency: 'AED', locale: { language: 'ar', region: 'ae' } });
    expect(plan._unsafeUnwrap()).toMatchObject({ currency: 'AED', locale: { language: 'ar', region: 'ae' } });
  });

  it('needs an order id', () => {
    expect(planAbandonedCartRestore({ orderId: ' ', lines: [{ productId: 7, quantity: 1 }] })._unsafeUnwrapErr().code).toBe('ABANDONED_CART_ORDER_ID_MISSING');
  });

  it('needs at least one line with a quantity', () => {
    expect(planAbandonedCartRestore({ orderId: '9', lines: [{ productId: 7, quantity: 0 }] })._unsafeUnwrapErr()).toEqual({ code: 'ABANDONED_CART_NO_LINES', params: { orderId: '9' } });
  });
});
