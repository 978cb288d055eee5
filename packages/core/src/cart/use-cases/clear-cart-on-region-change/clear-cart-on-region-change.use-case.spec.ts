import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../../shared/errors.js';
import { InMemoryCustomerStore } from '../../../customer/test-support/in-memory-customer-store.js';
import type { NewAccount } from '../../../customer/ports/customer-store.port.js';
import type { Region } from '../../../locale/domain/locale.js';
import { ClearCartOnRegionChange } from './clear-cart-on-region-change.use-case.js';

const account = (email: string): NewAccount => ({
  profile: { email, firstName: 'Noura', lastName: 'Alharbi' },
  passwordHash: 'scrypt$test',
  attributes: { cartResetMarker: 'cart-7' },
  outbox: () => ({ attributes: {}, entries: [] }),
});

async function storeWith(...accounts: readonly [Region, string][]) {
  const store = new InMemoryCustomerStore();
  for (const [region, email] of accounts) (await store.create(region, account(email)))._unsafeUnwrap();
  return store;
}

const markerOf = (store: InMemoryCustomerStore, region: Region, email: string) =>
  [...store.accounts.values()].find((one) => one.region === region && one.profile.email === email)?.attributes.cartResetMarker;

describe('ClearCartOnRegionChange', () => {
  it('clears nothing on the first region observed, nor when the region stays', async () => {
    const store = await storeWith(['sa', 'noura@example.com']);
    const useCase = new ClearCartOnRegionChange(store);
    expect((await useCase.execute({ region: 'sa', email: 'noura@example.com' }))._unsafeUnwrap()).toEqual({ changed: false, clearGuestCart: false, clearCachedCart: false });
    expect((await useCase.execute({ previousRegion: 'sa', region: 'sa', email: 'noura@example.com' }))._unsafeUnwrap().changed).toBe(false);
    expect(markerOf(store, 'sa', 'noura@example.com')).toBe('cart-7');
  });

  it('clears the guest and cached carts of a guest who changes region', async () => {
    const outcome = await new ClearCartOnRegionChange(await storeWith()).execute({ previousRegion: 'sa', region: 'ae' });
    expect(outcome._unsafeUnwrap()).toEqual({ changed: true, clearGuestCart: true, clearCachedCart: true });
  });

  it("blanks cart attribute 170 of the customer's account in the new region only", async () => {
    const store = await storeWith(['sa', 'noura@example.com'], ['eg', 'Noura@Example.com']);
    const outcome = await new ClearCartOnRegionChange(store).execute({ previousRegion: 'sa', region: 'eg', email: 'noura@example.com' });
    expect(outcome._unsafeUnwrap()).toEqual({ changed: true, clearGuestCart: true, clearCachedCart: true });
    expect(markerOf(store, 'eg', 'Noura@Example.com')).toBeUndefined();
    expect(markerOf(store, 'sa', 'noura@example.com')).toBe('cart-7');
  });

  it('answers alike when the new region has no account with that email', async () => {
    const outcome = await new ClearCartOnRegionChange(await storeWith(['sa', 'noura@example.com'])).execute({ previousRegion: 'sa', region: 'ae', email: 'noura@example.com' });
    expect(outcome._unsafeUnwrap()).toEqual({ changed: true, clearGuestCart: true, clearCachedCart: true });
  });

  it('reports a failed attribute reset for the log and still changes region', async () => {
    const store = await storeWith(['eg', 'noura@example.com']);
    store.change = () => errAsync(unavailable('customers'));
    const outcome = await new ClearCartOnRegionChange(store).execute({ previousRegion: 'sa', region: 'eg', email: 'noura@example.com' });
    expect(outcome._unsafeUnwrap()).toEqual({
      changed: true,
      clearGuestCart: true,
      clearCachedCart: true,
      failure: { code: 'CART_ATTRIBUTE_CLEAR_FAILED', params: { customerId: 1, region: 'eg' } },
    });
  });
});
