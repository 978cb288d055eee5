import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../shared/test-support/fixed-clock.js';
import { DefaultCartMergePolicy } from '../../domain/cart-merge.policy.js';
import { DefaultGuestCartExpiryPolicy } from '../../domain/guest-cart-expiry.policy.js';
import { fakeCartPort, fakeCustomerPort } from '../../test-support/fake-ports.js';
import { aGuestCart } from '../../test-support/guest-cart.builder.js';
import { DecideLoginMerge } from './decide-login-merge.use-case.js';

const now = '2025-03-01T10:00:00Z';

function merge(options: { failAssign?: boolean; failAttributeWrites?: boolean } = {}) {
  const carts = fakeCartPort(options.failAssign ? ['assignToCustomer'] : []);
  const customers = fakeCustomerPort({ failAttributeWrites: options.failAttributeWrites ?? false });
  const useCase = new DecideLoginMerge(carts, customers, new DefaultCartMergePolicy(), new DefaultGuestCartExpiryPolicy(), fixedClock(now));
  return { carts, customers, useCase };
}

describe('DecideLoginMerge', () => {
  it('assigns the guest cart to the customer, saves it in attribute 7 and clears guest storage', async () => {
    const { carts, customers, useCase } = merge();
    const result = await useCase.execute({ region: 'sa', customerId: 5, savedCartId: 'saved', guestCart: aGuestCart().withId('guest').build(), guestCartToken: 'browser-token' });
    expect(result._unsafeUnwrap()).toEqual({ cartId: 'guest', saveAttribute: true, clearGuestStorage: true });
    expect(carts.assignToCustomer).toHaveBeenCalledWith('sa', 'guest', 5, { kind: 'guest', cartToken: 'browser-token' });
    expect(customers.updateAttributes).toHaveBeenCalledWith('sa', 5, { savedCartId: 'guest' });
  });

  it('falls back to the saved cart when the assignment fails, and reports the failure for the log', async () => {
    const { customers, useCase } = merge({ failAssign: true });
    const result = await useCase.execute({ region: 'sa', customerId: 5, savedCartId: 'saved', guestCart: aGuestCart().withId('guest').build() });
    expect(result._unsafeUnwrap()).toEqual({
      cartId: 'saved',
      saveAttribute: false,
      clearGuestStorage: false,
      failure: { code: 'CART_MERGE_FAILED', params: { step: 'assign', guestCartId: 'guest', fellBackTo: 'saved' } },
    });
    expect(customers.updateAttributes).not.toHaveBeenCalled();
  });

  it('reports a failed assignment without a saved cart to fall back to', async () => {
    const { useCase } = merge({ failAssign: true });
    const result = await useCase.execute({ region: 'sa', customerId: 5, guestCart: aGuestCart().withId('guest').build() });
    expect(result._unsafeUnwrap()).toMatchObject({ saveAttribute: false, failure: { params: { step: 'assign', guestCartId: 'guest' } } });
    expect(result._unsafeUnwrap().cartId).toBeUndefined();
  });

  it('keeps the assigned cart when saving attribute 7 fails', async () => {
    const { useCase } = merge({ failAttributeWrites: true });
    const result = await useCase.execute({ region: 'sa', customerId: 5, guestCart: aGuestCart().withId('guest').build() });
    expect(result._unsafeUnwrap()).toMatchObject({ cartId: 'guest', failure: { params: { step: 'save-attribute' } } });
  });

  it('does not hand over an expired guest cart', async () => {
    const { carts, useCase } = merge();
    const old = aGuestCart().withId('guest').writtenDaysBefore(new Date(now), 40).build();
    const result = await useCase.execute({ region: 'sa', customerId: 5, savedCartId: 'saved', guestCart: old });
    expect(result._unsafeUnwrap()).toEqual({ cartId: 'saved', saveAttribute: false, clearGuestStorage: false });
    expect(carts.assignToCustomer).not.toHaveBeenCalled();
  });
});
