import { errAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { notFound } from '../../../shared/errors.js';
import { fakeCartPort } from '../../test-support/fake-ports.js';
import type { Shopper } from '../../domain/cart-owner.js';
import { CountingRateLimit, defaultLimits, noLimits } from '../../../shared/test-support/counting-rate-limit.js';
import { ManageCart } from './manage-cart.use-case.js';

const guest: Shopper = { kind: 'guest', cartToken: 'browser-token', cookieId: 'c-1' };
const customer: Shopper = { kind: 'customer', customerId: 7, email: 'noura@example.com' };
const line = { productId: 3, quantity: 1 };

describe('ManageCart', () => {
  it('creates a cart bound to the browser’s token', async () => {
    const carts = fakeCartPort();
    await new ManageCart(carts, noLimits()).create({ region: 'sa', shopper: guest }, { language: 'ar', region: 'sa' }, [line]);
    expect(carts.createCart).toHaveBeenCalledWith('sa', { locale: { language: 'ar', region: 'sa' }, lines: [line], owner: { kind: 'guest', cartToken: 'browser-token' } });
  });

  it('answers CART_NOT_FOUND, with no id, for a browser without a token and for a cart of someone else', async () => {
    const carts = fakeCartPort();
    const withoutToken = await new ManageCart(carts, noLimits()).get({ region: 'sa', shopper: { kind: 'guest' } }, 'someone-elses');
    expect(withoutToken._unsafeUnwrapErr()).toEqual({ code: 'CART_NOT_FOUND', params: {} });
    expect(carts.getCart).not.toHaveBeenCalled();

    carts.getCart = vi.fn(() => errAsync(notFound('cart', 'someone-elses')));
    const foreign = await new ManageCart(carts, noLimits()).get({ region: 'sa', shopper: guest }, 'someone-elses');
    expect(foreign._unsafeUnwrapErr()).toEqual({ code: 'CART_NOT_FOUND', params: {} });
  });

  it('records the change’s marketing context: a guest by cookie id, a customer by email', async () => {
    const carts = fakeCartPort();
    await new ManageCart(carts, noLimits()).add({ region: 'sa', shopper: guest, brand: 'missl', language: 'ar' }, 'cart', line);
    expect(carts.addLine).toHaveBeenCalledWith('sa', 'cart', line, {
      owner: { kind: 'guest', cartToken: 'browser-token' },
      event: { identity: { cookieId: 'c-1' }, brand: 'missl', language: 'ar' },
    });
    await new ManageCart(carts, noLimits()).remove({ region: 'sa', shopper: customer }, 'cart', 'line-1');
    expect(carts.removeLine).toHaveBeenCalledWith('sa', 'cart', 'line-1', {
      owner: { kind: 'customer', customerId: 7 },
      event: { identity: { email: 'noura@example.com' }, brand: 'lazurde', language: undefined },
    });
  });

  it('names a missing line without its id', async () => {
    const carts = fakeCartPort();
    carts.updateLine = vi.fn(() => errAsync(notFound('cart line', 'x')));
    const result = await new ManageCart(carts, noLimits()).update({ region: 'sa', shopper: guest }, 'cart', 'x', 2);
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'CART_LINE_NOT_FOUND', params: {} });
  });

  it('asks guests to sign in before a cart is assigned, and hands a signed-in browser’s guest cart over by its token', async () => {
    const carts = fakeCartPort();
    const refused = await new ManageCart(carts, noLimits()).assignToCustomer({ region: 'sa', shopper: guest }, 'cart');
    expect(refused._unsafeUnwrapErr()).toEqual({ code: 'SIGN_IN_REQUIRED', params: {} });
    expect(carts.assignToCustomer).not.toHaveBeenCalled();

    await new ManageCart(carts, noLimits()).assignToCustomer({ region: 'sa', shopper: { ...customer, cartToken: 'browser-token' } }, 'cart');
    expect(carts.assignToCustomer).toHaveBeenCalledWith('sa', 'cart', 7, { kind: 'guest', cartToken: 'browser-token' });
  });

  it('reads, deletes and takes coupons for the cart’s owner only', async () => {
    const carts = fakeCartPort();
    const useCase = new ManageCart(carts, noLimits());
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

  describe('rate limits (decision 0910)', () => {
    it('refuses the 101st cart from one address in ten minutes, with the wait, and creates nothing', async () => {
      const carts = fakeCartPort();
      const useCase = new ManageCart(carts, defaultLimits());
      const request = { region: 'sa' as const, shopper: guest, client: '203.0.113.7' };
      for (let created = 0; created < 100; created += 1) {
        expect((await useCase.create(request, { language: 'en', region: 'sa' }, [line])).isOk()).toBe(true);
      }
      const refused = await useCase.create(request, { language: 'en', region: 'sa' }, [line]);
      expect(refused._unsafeUnwrapErr()).toEqual({ code: 'RATE_LIMITED', params: { limit: 'cart-creation', retryAfterSeconds: 600 } });
      expect(carts.createCart).toHaveBeenCalledTimes(100);
      // Another address is its own count.
      expect((await useCase.create({ ...request, client: '198.51.100.2' }, { language: 'en', region: 'sa' }, [line])).isOk()).toBe(true);
    });

    it('counts coupon tries per cart whatever the address, and per address across carts', async () => {
      const carts = fakeCartPort();
      const counters = new CountingRateLimit();
      const useCase = new ManageCart(carts, defaultLimits(counters));
      for (let tried = 0; tried < 10; tried += 1) {
        await useCase.applyCoupon({ region: 'sa', shopper: guest, client: `203.0.113.${tried}` }, 'cart-a', `GUESS${tried}`);
      }
      const eleventh = await useCase.applyCoupon({ region: 'sa', shopper: guest, client: '203.0.113.99' }, 'cart-a', 'GUESS10');
      expect(eleventh._unsafeUnwrapErr().code).toBe('RATE_LIMITED');
      expect(carts.applyCoupon).toHaveBeenCalledTimes(10);

      for (let cart = 0; cart < 30; cart += 1) await useCase.applyCoupon({ region: 'sa', shopper: guest, client: '192.0.2.1' }, `cart-${cart}`, 'CODE');
      const thirtyFirst = await useCase.applyCoupon({ region: 'sa', shopper: guest, client: '192.0.2.1' }, 'cart-new', 'CODE');
      expect(thirtyFirst._unsafeUnwrapErr()).toMatchObject({ code: 'RATE_LIMITED', params: { limit: 'coupon-attempt' } });
    });

    it('counts no coupon try of a browser that has no cart', async () => {
      const counters = new CountingRateLimit();
      const refused = await new ManageCart(fakeCartPort(), defaultLimits(counters)).applyCoupon({ region: 'sa', shopper: { kind: 'guest' }, client: '192.0.2.1' }, 'cart-a', 'CODE');
      expect(refused._unsafeUnwrapErr().code).toBe('CART_NOT_FOUND');
      expect(counters.counts.size).toBe(0);
    });
  });
});
