import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { notFound, unavailable } from '../../../shared/errors.js';
import { FakeClock } from '../../../shared/test-support/fake-clock.js';
import { fakeCustomerPort } from '../../../cart/test-support/fake-ports.js';
import type { Customer } from '../../../customer/domain/customer.js';
import { DefaultSessionPolicy } from '../../domain/session.policy.js';
import { InMemorySessionStore } from '../../test-support/in-memory-session-store.js';
import { KeepSessions } from '../keep-sessions/keep-sessions.use-case.js';
import { ResolveSignedInCustomer } from './resolve-signed-in-customer.use-case.js';

const noura: Customer = { id: 5, region: 'sa', email: 'noura@example.com', firstName: 'Noura' };

function resolver(answer: 'found' | 'gone' | 'down' = 'found') {
  const clock = new FakeClock('2026-03-01T10:00:00Z');
  const store = new InMemorySessionStore();
  const sessions = new KeepSessions(store, new DefaultSessionPolicy(), clock);
  const customers = fakeCustomerPort();
  customers.getCustomer = vi.fn(() => {
    if (answer === 'gone') return errAsync(notFound('customer', '5'));
    if (answer === 'down') return errAsync(unavailable('customers'));
    return okAsync(noura);
  });
  return { clock, store, sessions, customers, resolve: new ResolveSignedInCustomer(sessions, customers) };
}

describe('ResolveSignedInCustomer', () => {
  it('answers the customer whose live session the token opens', async () => {
    const { sessions, customers, resolve } = resolver();
    const { token } = (await sessions.start('sa', 5))._unsafeUnwrap();

    expect((await resolve.execute(token, 'sa'))._unsafeUnwrap()).toEqual(noura);
    expect(customers.getCustomer).toHaveBeenCalledWith('sa', 5);
  });

  it('answers a guest for no token, a forged one, an expired one and another region’s', async () => {
    const { clock, sessions, customers, resolve } = resolver();
    const { token } = (await sessions.start('sa', 5))._unsafeUnwrap();

    expect((await resolve.execute(undefined, 'sa'))._unsafeUnwrap()).toBeUndefined();
    expect((await resolve.execute('x'.repeat(43), 'sa'))._unsafeUnwrap()).toBeUndefined();
    expect((await resolve.execute(token, 'eg'))._unsafeUnwrap()).toBeUndefined();
    clock.advance({ minutes: 30 });
    expect((await resolve.execute(token, 'sa'))._unsafeUnwrap()).toBeUndefined();
    expect(customers.getCustomer).not.toHaveBeenCalled();
  });

  it('ends the session of a customer the store no longer has', async () => {
    const { sessions, store, resolve } = resolver('gone');
    const { token } = (await sessions.start('sa', 5))._unsafeUnwrap();

    expect((await resolve.execute(token, 'sa'))._unsafeUnwrap()).toBeUndefined();
    expect(store.sessions.size).toBe(0);
  });

  it('reports a customer store that is down instead of taking the customer for a guest', async () => {
    const { sessions, resolve } = resolver('down');
    const { token } = (await sessions.start('sa', 5))._unsafeUnwrap();

    expect((await resolve.execute(token, 'sa'))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });
});
