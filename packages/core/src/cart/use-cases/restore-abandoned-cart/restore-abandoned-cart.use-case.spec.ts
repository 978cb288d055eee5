import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { unavailable } from '../../../shared/errors.js';
import type { OrderPort } from '../../../order/ports/order.port.js';
import type { OrderLines } from '../../../order/domain/order.js';
import { fakeCartPort } from '../../test-support/fake-ports.js';
import { RestoreAbandonedCart } from './restore-abandoned-cart.use-case.js';

function ordersAnswering(lines: OrderLines | 'down'): OrderPort {
  return {
    listOrders: vi.fn(() => okAsync([])),
    getOrder: vi.fn(() => errAsync(unavailable('orders'))),
    getOrderLines: vi.fn(() => (lines === 'down' ? errAsync(unavailable('orders')) : okAsync(lines))),
  };
}

const browser = { kind: 'guest', cartToken: 'token' } as const;
const order = (id: string | undefined) => ({ kind: 'order', id }) as const;

describe('RestoreAbandonedCart', () => {
  it('rebuilds the cart from the order’s lines', async () => {
    const carts = fakeCartPort();
    const result = await new RestoreAbandonedCart(ordersAnswering({ orderId: '77', lines: [{ productId: 3, quantity: 1 }] }), carts).execute('sa', order('77'), browser);
    expect(result._unsafeUnwrap().id).toBe('restored-cart');
    expect(carts.restoreCart).toHaveBeenCalledWith('sa', { channelId: 1, currency: 'SAR', locale: { language: 'en', region: 'sa' }, lines: [{ productId: 3, quantity: 1 }] }, browser, undefined);
  });

  it('rebuilds an abandoned cart as a new cart of the browser that followed the link', async () => {
    const carts = fakeCartPort();
    const result = await new RestoreAbandonedCart(ordersAnswering('down'), carts).execute('sa', { kind: 'cart', id: 'old-cart' }, browser);
    expect(result._unsafeUnwrap().id).toBe('restored-cart');
    expect(carts.linesForRestore).toHaveBeenCalledWith('sa', 'old-cart');
    expect(carts.restoreCart).toHaveBeenCalledWith('sa', expect.objectContaining({ lines: [{ productId: 3, quantity: 2 }] }), browser, undefined);
  });

  it('restores into the cart the browser already holds when it names one', async () => {
    const carts = fakeCartPort();
    await new RestoreAbandonedCart(ordersAnswering('down'), carts).execute('sa', { kind: 'cart', id: 'old-cart' }, browser, 'current-cart');
    expect(carts.restoreCart).toHaveBeenCalledWith('sa', expect.objectContaining({ lines: [{ productId: 3, quantity: 2 }] }), browser, 'current-cart');
  });

  it('answers order-id-missing without asking for the order', async () => {
    const orders = ordersAnswering('down');
    const result = await new RestoreAbandonedCart(orders, fakeCartPort()).execute('sa', order(undefined), browser);
    expect(result._unsafeUnwrapErr().code).toBe('ABANDONED_CART_ORDER_ID_MISSING');
    expect(orders.getOrderLines).not.toHaveBeenCalled();
  });

  it('answers no-lines for an order without lines', async () => {
    const result = await new RestoreAbandonedCart(ordersAnswering({ orderId: '77', lines: [] }), fakeCartPort()).execute('sa', order('77'), browser);
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'ABANDONED_CART_NO_LINES', params: { orderId: '77' } });
  });

  it('answers restore-failed when the order or the cart service fails', async () => {
    const down = await new RestoreAbandonedCart(ordersAnswering('down'), fakeCartPort()).execute('sa', order('77'), browser);
    expect(down._unsafeUnwrapErr()).toEqual({ code: 'ABANDONED_CART_RESTORE_FAILED', params: { orderId: '77' } });
    const cartDown = await new RestoreAbandonedCart(ordersAnswering({ orderId: '77', lines: [{ productId: 3, quantity: 1 }] }), fakeCartPort(['restoreCart'])).execute('sa', order('77'), browser);
    expect(cartDown._unsafeUnwrapErr().code).toBe('ABANDONED_CART_RESTORE_FAILED');
  });
});
