import { errAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { notFound } from '../../../shared/errors.js';
import { fakeCartPort } from '../../test-support/fake-ports.js';
import type { Shopper } from '../../domain/cart-owner.js';
import { ManageCart } from './manage-cart.use-case.js';

const guest: Shopper = { kind: 'guest', cartToken: 'browser-token', cookieId: 'c-1' };
const customer: Shopper = { kind: 'customer', customerId: 7, email: 'noura@example.com' };
const line = { productId: 3, quantity: 1 };

describe('ManageCart', () => {
  it('creates a cart bound to the browser’s token', async () => {
    const carts = fakeCartPort();
    await new ManageCart(carts).create({ region: 'sa', shopper: guest }, { language: 'ar', region: 'sa' }, [line]);
    expect(carts.createCart).toHaveBeenCalledWith('sa', { locale: { language: 'ar', region: 'sa' }, lines: [line], owner: { kind: 'guest', cartToken: 'browser-token' } });
  });

  it('answers CART_NOT_FOUND, with no id, for a browser without a token and for a cart of someone else', async () => {
    const carts = fakeCartPort();
    const withoutToken = await new ManageCart(carts).get({ region: 'sa', shopper: { kind: 'guest' } }, 'someone-elses');
    expect(withoutToken._unsafeUnwrapErr()).toEqual({ code: 'CART_NOT_FOUND', params: {} });
    expect(carts.getCart).not.toHaveBeenCalled();

    carts.getCart = vi.fn(() => errAsync(notFound('cart', 'someone-elses')));
    const foreign = await new ManageCart(carts).get({ region: 'sa', shopper: guest }, 'someone-elses');
    expect(foreign._unsafeUnwrapErr()).toEqual({ code: 'CART_NOT_FOUND', params: {} });
  });

  it('records the change’s marketing context: a guest by cookie id, a customer by email', async () => {
    const carts = fakeCartPort();
    await new ManageCart(carts).add({ region: 'sa', shopper: guest, brand: 'missl', language: 'ar' }, 'cart', line);
    expect(carts.addLine).toHaveBeenCalledWith('sa', 'cart', line, {
      owner: { kind: 'guest', cartToken: 'browser-token' },
      event: { identity: { cookieId: 'c-1' }, brand: 'missl', language: 'ar' },
    });
    await new ManageCart(carts).remove({ region: 'sa', shopper: customer }, 'cart', 'line-1');
    expect(carts.removeLine).toHaveBeenCalledWith('sa', 'cart', 'line-1', {
      owner: { kind: 'customer', customerId: 7 },
      event: { identity: { email: 'noura@example.com' }, brand: 'lazurde', language: undefined },
    });
  });

  it('names a missing line without its id', async () => {
    const carts = fakeCartPort();
    carts.updateLine = vi.fn(() => errAsync(notFound('cart line', 'x')));
    const result = await new ManageCart(carts).update({ region: 'sa', shopper: guest }, 'cart', 'x', 2);
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'CART_LINE_NOT_FOUND', params: {} });
  });

  it('asks guests to sign in before a cart is assigned, and hands a signed-in browser’s guest cart over by its token', async () => {
    const carts = fakeCartPort();
    const refused = await new ManageCart(carts).assignToCustomer({ region: 'sa', shopper: guest }, 'cart');
    expect(refused._unsafeUnwrapErr()).toEqual({ code: 'SIGN_IN_REQUIRED', params: {} });
    expect(carts.assignToCustomer).not.toHaveBeenCalled();

    await new ManageCart(carts).assignToCustomer({ region: 'sa', shopper: { ...customer, cartToken: 'browser-token' } }, 'cart');
    expect(carts.assignToCustomer).toHaveBeenCalledWith('sa', 'cart', 7, { kind: 'guest', cartToken: 'browser-token' });
  });

  it('reads, deletes and takes coupons for the cart’s owner only', async () => {
    const carts = fakeCartPort();
    const useCase = new ManageCart(carts);
    const owner = { kind: 'guest', cartToken: 'browser-token' };
    await useCase.get({ region: 'ae', shopper: guest }, 'cart');
    await useCase.get({ region: 'ae', shopper: guest }, 'cart', 'ar');
    await useCase.delete({ region: 'ae', shopper: guest }, 'cart');
    await useCase.applyCoupon({ region: 'ae', shopper: guest }, 'cart', 'WELCOME10');
    await useCase.removeCoupon({ region: 'ae', shopper: guest }, 'cart', 'WELCOME10');
    await useCase.update({ region: 'ae', shopper: guest }, 'cart', 'line', 2);
    expect(carts.getCart).toHaveBeenCalledWith('ae', 'cart', owner, undefined);
    expect(carts.getCart).toHaveBeenCalledWith('ae', 'cart', owner, 'ar');
    expect(carts.deleteCart).toHaveBeenCalledWith('ae', 'cart', owner);
    expect(carts.applyCoupon).toHaveBeenCalledWith('ae', 'cart', 'WELCOME10', owner);
    expect(carts.removeCoupon).toHaveBeenCalledWith('ae', 'cart', 'WELCOME10', owner);
    expect(carts.updateLine).toHaveBeenCalledWith('ae', 'cart', 'line', 2, expect.objectContaining({ owner }));
    const noToken = await useCase.create({ region: 'ae', shopper: { kind: 'guest' } }, { language: 'en', region: 'ae' }, []);
    expect(noToken._unsafeUnwrapErr().code).toBe('CART_REJECTED');
  });
});
