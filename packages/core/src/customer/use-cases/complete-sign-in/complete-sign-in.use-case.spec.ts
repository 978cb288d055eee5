import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { DefaultCartMergePolicy } from '../../../cart/domain/cart-merge.policy.js';
import { DefaultGuestCartExpiryPolicy } from '../../../cart/domain/guest-cart-expiry.policy.js';
import { DecideLoginMerge } from '../../../cart/use-cases/decide-login-merge/decide-login-merge.use-case.js';
import { fakeCartPort, fakeCustomerPort } from '../../../cart/test-support/fake-ports.js';
import { aGuestCart } from '../../../cart/test-support/guest-cart.builder.js';
import { CountingRateLimit, defaultLimits } from '../../../shared/test-support/counting-rate-limit.js';
import { fixedClock } from '../../../shared/test-support/fixed-clock.js';
import { InMemoryWishlistStore } from '../../../wishlist/test-support/in-memory-wishlist-store.js';
import { KeepWishlists } from '../../../wishlist/use-cases/keep-wishlists/keep-wishlists.use-case.js';
import { aSignUp, anAccountWorld } from '../../test-support/account-fixture.js';
import { SignIn } from '../sign-in/sign-in.use-case.js';
import { SignUp } from '../sign-up/sign-up.use-case.js';
import { SignOut } from '../sign-out/sign-out.use-case.js';
import { ViewAccount } from '../view-account/view-account.use-case.js';
import { CompleteSignIn } from './complete-sign-in.use-case.js';

async function aSignInWorld(options: { password?: string } = {}) {
  const world = anAccountWorld();
  (await new SignUp(world.deps).execute(aSignUp()))._unsafeUnwrap();
  const account = [...world.store.accounts.values()][0]!;
  const customers = fakeCustomerPort();
  customers.authenticate = vi.fn((_region, email: string, password: string) =>
    email === 'noura@example.com' && password === (options.password ?? 'right')
      ? okAsync({ id: account.id, region: 'sa' as const, email, firstName: 'Noura' })
      : errAsync({ code: 'INVALID_CREDENTIALS' as const, params: {} }),
  );
  customers.getAttributes = vi.fn(() => okAsync({ savedCartId: 'saved-cart' }));
  const carts = fakeCartPort();
  const wishlists = new KeepWishlists(new InMemoryWishlistStore('sa', [1, 2, 3], [account.id]));
  const counters = new CountingRateLimit();
  const limits = defaultLimits(counters);
  const merge = new DecideLoginMerge(carts, customers, new DefaultCartMergePolicy(), new DefaultGuestCartExpiryPolicy(), fixedClock('2025-03-01T10:00:00Z'));
  const useCase = new CompleteSignIn(limits, new SignIn(customers, merge), wishlists, new ViewAccount(world.store, wishlists));
  return { world, account, useCase, counters, carts, customers, wishlists };
}

describe('CompleteSignIn', () => {
  it('signs in with the guest cart handed over and the guest wish list joined, and answers the account', async () => {
    const { useCase, account, carts } = await aSignInWorld();
    const guestCart = aGuestCart().withId('guest-cart').build();

    const done = (await useCase.execute({ region: 'sa', email: ' Noura@Example.com', password: 'right', guestCart, guestCartToken: 'token', guestWishlist: [2, 1, 2] }))._unsafeUnwrap();

    expect(done.account.customer).toMatchObject({ id: account.id, email: 'noura@example.com' });
    expect(done.cartId).toBe('guest-cart');
    expect(carts.assignToCustomer).toHaveBeenCalledWith('sa', 'guest-cart', account.id, { kind: 'guest', cartToken: 'token' });
    expect(done.wishlist.items.map((item) => item.productId)).toEqual([2, 1]);
    expect(done.account.wishlistCount).toBe(2);
    expect(done.failures).toEqual([]);
  });

  it('joins the guest wish-list products the store sells and leaves out one it does not (saved in another store)', async () => {
    const { useCase } = await aSignInWorld();
    const done = (await useCase.execute({ region: 'sa', email: 'noura@example.com', password: 'right', guestWishlist: [3, 9, 1] }))._unsafeUnwrap();

    expect(done.wishlist.items.map((item) => item.productId)).toEqual([3, 1]);
    expect(done.failures).toEqual([]);
  });

  it('signs in all the same when the wish list cannot be joined, reporting why, and stops when the store is out of order', async () => {
    const { useCase, wishlists } = await aSignInWorld();
    (await wishlists.addItem('sa', 1, 3))._unsafeUnwrap();
    wishlists.joinItems = vi.fn(() => errAsync({ code: 'CONFLICT' as const, params: { entity: 'wishlist', reason: 'busy' } }));
    const done = (await useCase.execute({ region: 'sa', email: 'noura@example.com', password: 'right', guestWishlist: [1, 2] }))._unsafeUnwrap();
    expect(done.wishlist.items.map((item) => item.productId)).toEqual([3]);
    expect(done.failures.map((failure) => failure.code)).toEqual(['CONFLICT']);

    wishlists.joinItems = vi.fn(() => errAsync({ code: 'UNAVAILABLE' as const, params: { service: 'wishlists' } }));
    expect((await useCase.execute({ region: 'sa', email: 'noura@example.com', password: 'right', guestWishlist: [1] }))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });

  it('counts failed attempts per email, forgets them at a success, and refuses the eleventh', async () => {
    const { useCase } = await aSignInWorld();
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await useCase.execute({ region: 'sa', email: 'noura@example.com', password: 'wrong' }))._unsafeUnwrapErr().code).toBe('INVALID_CREDENTIALS');
    expect((await useCase.execute({ region: 'sa', email: 'noura@example.com', password: 'right' })).isOk()).toBe(true);
    for (let attempt = 0; attempt < 10; attempt += 1) await useCase.execute({ region: 'sa', email: 'noura@example.com', password: 'wrong' });

    expect((await useCase.execute({ region: 'sa', email: 'NOURA@example.com', password: 'right' }))._unsafeUnwrapErr().code).toBe('RATE_LIMITED');
  });
});

describe('SignOut', () => {
  const locale = { language: 'ar' as const, region: 'sa' as const };

  it('copies the customer’s cart into a guest cart of the browser’s token', async () => {
    const { carts, customers } = await aSignInWorld();
    const signedOut = (await new SignOut(customers, carts).execute({ locale, customerId: 1, cartToken: 'browser' }))._unsafeUnwrap();

    expect(signedOut).toEqual({ guestCartId: 'new-cart' });
    expect(carts.linesForRestore).toHaveBeenCalledWith('sa', 'saved-cart');
    expect(carts.createCart).toHaveBeenCalledWith('sa', { locale, lines: [{ productId: 3, quantity: 2 }], owner: { kind: 'guest', cartToken: 'browser' } });
  });

  it('leaves the browser without a cart when there is no token, no saved cart or the copy fails, and never fails', async () => {
    const { customers } = await aSignInWorld();
    expect((await new SignOut(customers, fakeCartPort()).execute({ locale, customerId: 1 }))._unsafeUnwrap()).toEqual({});
    customers.getAttributes = vi.fn(() => okAsync({}));
    expect((await new SignOut(customers, fakeCartPort()).execute({ locale, customerId: 1, cartToken: 'browser' }))._unsafeUnwrap()).toEqual({});
    customers.getAttributes = vi.fn(() => okAsync({ savedCartId: 'saved-cart' }));
    const failed = (await new SignOut(customers, fakeCartPort(['createCart'])).execute({ locale, customerId: 1, cartToken: 'browser' }))._unsafeUnwrap();
    expect(failed.failure?.code).toBe('UNAVAILABLE');
  });
});
