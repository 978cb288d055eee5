import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '@storefront/core/customer';
import type { Region } from '@storefront/core/locale';
import type { ResolveSignedInCustomer } from '@storefront/core/session';
import { registerSessions, setSessionCookie, sessionTokenOf } from './session.js';

const noura: Customer = { id: 5, region: 'sa', email: 'noura@example.com', firstName: 'Noura' };

/** A resolver that knows one token, and counts how often it is asked. */
function countingResolver() {
  const execute = vi.fn((token: string | undefined, region: Region) => okAsync(token === 'known' && region === 'sa' ? noura : undefined));
  return { execute, resolver: { execute } as unknown as ResolveSignedInCustomer };
}

async function anApp(resolver: ResolveSignedInCustomer) {
  const app = Fastify();
  await app.register(fastifyCookie);
  registerSessions(app, resolver);
  app.get('/who', async (request) => {
    const [first, again, elsewhere] = await Promise.all([request.signedInCustomer('sa'), request.signedInCustomer('sa'), request.signedInCustomer('eg')]);
    return { first: first._unsafeUnwrap()?.id ?? null, again: again._unsafeUnwrap()?.id ?? null, elsewhere: elsewhere._unsafeUnwrap()?.id ?? null };
  });
  app.get('/sign-in-then-who', async (request, reply) => {
    setSessionCookie(request, reply, { token: 'known', expiresAt: new Date('2026-03-01T22:00:00Z') });
    return { token: sessionTokenOf(request), id: (await request.signedInCustomer('sa'))._unsafeUnwrap()?.id ?? null };
  });
  return app;
}

describe('the signed-in customer of a request', () => {
  it('is resolved once per request and region, however often it is asked', async () => {
    const { execute, resolver } = countingResolver();
    const app = await anApp(resolver);

    const res = await app.inject({ method: 'GET', url: '/who', cookies: { storefront_session: 'known' } });

    expect(res.json()).toEqual({ first: 5, again: 5, elsewhere: null });
    expect(execute.mock.calls).toEqual([
      ['known', 'sa'],
      ['known', 'eg'],
    ]);
    await app.close();
  });

  it('is resolved anew for every request', async () => {
    const { execute, resolver } = countingResolver();
    const app = await anApp(resolver);

    await app.inject({ method: 'GET', url: '/who', cookies: { storefront_session: 'known' } });
    const guest = await app.inject({ method: 'GET', url: '/who' });

    expect(guest.json()).toEqual({ first: null, again: null, elsewhere: null });
    expect(execute).toHaveBeenCalledTimes(4);
    await app.close();
  });

  it('follows the session a route has just issued, not the cookie the request came with', async () => {
    const { resolver } = countingResolver();
    const app = await anApp(resolver);

    const res = await app.inject({ method: 'GET', url: '/sign-in-then-who', cookies: { storefront_session: 'planted' } });

    expect(res.json()).toEqual({ token: 'known', id: 5 });
    await app.close();
  });
});
