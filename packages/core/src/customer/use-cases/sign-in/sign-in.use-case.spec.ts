import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { unavailable } from '../../../shared/errors.js';
import { fixedClock } from '../../../shared/test-support/fixed-clock.js';
import { DefaultCartMergePolicy } from '../../../cart/domain/cart-merge.policy.js';
import { DefaultGuestCartExpiryPolicy } from '../../../cart/domain/guest-cart-expiry.policy.js';
import { DecideLoginMerge } from '../../../cart/use-cases/decide-login-merge/decide-login-merge.use-case.js';
import { fakeCartPort, fakeCustomerPort } from '../../../cart/test-support/fake-ports.js';
import { aGuestCart } from '../../../cart/test-support/guest-cart.builder.js';
import type { CustomerAttributes } from '../../domain/customer-attributes.js';
import { SignIn } from './sign-in.use-case.js';

const customer = { id: 5, region: 'sa' as const, email: 'noura@example.com', firstName: 'Noura' };

function signIn(options: { auth?: 'ok' | 'bad-password' | 'down'; attributes?: CustomerAttributes | 'down'; failAssign?: boolean } = {}) {
  const customers = fakeCustomerPort();
  customers.authenticate = vi.fn(() => {
    if (options.auth === 'bad-password') return errAsync({ code: 'INVALID_CREDENTIALS' as const, params: {} });
    if (options.auth === 'down') return errAsync(unavailable('customer'));
    return okAsync(customer);
  });
  const attributes = options.attributes ?? { savedCartId: 'saved', emailVerified: true, verificationEmailSent: true };
  customers.getAttributes = vi.fn(() => (attributes === 'down' ? errAsync(unavailable('customer')) : okAsync(attributes)));
  const carts = fakeCartPort(options.failAssign ? ['assignToCustomer'] : []);
  const merge = new DecideLoginMerge(carts, customers, new DefaultCartMergePolicy(), new DefaultGuestCartExpiryPolicy(), fixedClock('2025-03-01T10:00:00Z'));
  return { customers, useCase: new SignIn(customers, merge) };
}

const input = { region: 'sa' as const, email: ' noura@example.com ', password: 'secret', guestCart: aGuestCart().withId('guest').build() };

describe('SignIn', () => {
  it('signs in, loads attributes and continues with the guest cart', async () => {
    const { customers, useCase } = signIn();
    const result = await useCase.execute(input);
    expect(result._unsafeUnwrap()).toMatchObject({ customer, cart: { cartId: 'guest', saveAttribute: true } });
    expect(customers.authenticate).toHaveBeenCalledWith('sa', 'noura@example.com', 'secret');
  });

  it('answers invalidCredentials for a wrong password or an empty form', async () => {
    expect((await signIn({ auth: 'bad-password' }).useCase.execute(input))._unsafeUnwrapErr().code).toBe('INVALID_CREDENTIALS');
    expect((await signIn().useCase.execute({ ...input, password: '' }))._unsafeUnwrapErr().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers login failed with the server’s code when sign-in itself breaks', async () => {
    expect((await signIn({ auth: 'down' }).useCase.execute(input))._unsafeUnwrapErr()).toEqual({ code: 'LOGIN_FAILED', params: { serverCode: 'UNAVAILABLE' } });
  });

  it('aborts sign-in when the attributes cannot be loaded', async () => {
    expect((await signIn({ attributes: 'down' }).useCase.execute(input))._unsafeUnwrapErr()).toEqual({ code: 'CUSTOMER_ATTRIBUTES_UNAVAILABLE', params: { customerId: 5 } });
  });

  it('stops with verifyEmail when the verification email was sent but not confirmed', async () => {
    const result = await signIn({ attributes: { verificationEmailSent: true, emailVerified: false } }).useCase.execute(input);
    expect(result._unsafeUnwrapErr().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('signs in even when the cart merge fails', async () => {
    const result = await signIn({ failAssign: true }).useCase.execute(input);
    expect(result._unsafeUnwrap().cart).toMatchObject({ cartId: 'saved', failure: { code: 'CART_MERGE_FAILED' } });
  });
});
