import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockedProducts, type StockedProduct } from '@storefront/adapters-postgres/testing';
import { envelopeWire } from '@storefront/contract';
import { aTestApi } from '../test-support/test-app.js';

const WEB = { 'x-storefront-client': 'web' };
/** Limits low enough to reach in a test; the defaults are far above a shopper's pace. */
const LOW_LIMITS = {
  RATE_LIMIT_CART_CREATION_PER_CLIENT: '2/10m',
  RATE_LIMIT_COUPON_PER_CART: '3/10m',
  RATE_LIMIT_SEARCH_PER_CLIENT: '2/1m',
  RATE_LIMIT_SUGGESTIONS_PER_CLIENT: '2/1m',
};

describe('rate limits on the API (decision 0910)', () => {
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  let products: StockedProduct[];

  beforeAll(async () => {
    const direct = await aTestApi(LOW_LIMITS);
    app = direct.app;
    products = await stockedProducts(direct.runtime.database.db, 'sa', 1, 50);
    // Behind a proxy at 127.0.0.1 that names the client in X-Forwarded-For (decision 0913).
    proxied = (await aTestApi({ ...LOW_LIMITS, TRUST_PROXY: '127.0.0.1' })).app;
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
  });

  const call = (on: FastifyInstance, url: string, payload: object, extra: Partial<InjectOptions> = {}) =>
    on.inject({ method: 'POST', url: `/api/${url}`, payload, ...extra, headers: { ...WEB, ...(extra.headers ?? {}) } });
  const createCart = (on: FastifyInstance, extra: Partial<InjectOptions> = {}) =>
    call(on, 'cart/createCart', { region: 'sa', locale: 'en-sa', lineItems: [{ productId: products[0]!.id, quantity: 1 }] }, extra);

  it('answers the third cart from one address 429 in the envelope, with Retry-After, and serves another address', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    expect((await createCart(app, from)).statusCode).toBe(200);
    expect((await createCart(app, from)).statusCode).toBe(200);
    const refused = await createCart(app, from);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ response: { code: 'RATE_LIMITED', params: { limit: 'cart-creation', retryAfterSeconds: expect.any(Number) } }, hasError: true });
    expect(envelopeWire.safeParse(refused.json()).success).toBe(true);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBe(refused.json().response.params.retryAfterSeconds);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await createCart(app, { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('does not let a client pick its address with X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const spoofing = (n: number) => ({ remoteAddress: '198.51.100.1', headers: { 'x-forwarded-for': `192.0.2.${n}` } });
    for (let n = 0; n < 2; n += 1) expect((await createCart(app, spoofing(n))).statusCode).toBe(200);
    expect((await createCart(app, spoofing(2))).statusCode).toBe(429);

    // Through the trusted proxy, each client named is counted on its own.
    const viaProxy = (client: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    for (let n = 0; n < 2; n += 1) expect((await createCart(proxied, viaProxy('192.0.2.50'))).statusCode).toBe(200);
    expect((await createCart(proxied, viaProxy('192.0.2.50'))).statusCode).toBe(429);
    expect((await createCart(proxied, viaProxy('192.0.2.51'))).statusCode).toBe(200);
  });

  it('refuses the fourth coupon tried on one cart, whatever address tries it', async () => {
    const created = await createCart(app, { remoteAddress: '203.0.113.20' });
    const token = created.cookies.find((cookie) => cookie.name === 'cart_token')!.value;
    const cartId = created.json().response.id as string;
    const tryCode = (n: number) =>
      call(app, 'cart/applyCoupon', { cartId, region: 'sa', code: `GUESS${n}` }, { remoteAddress: `203.0.113.${30 + n}`, headers: { cookie: `cart_token=${token}` } });
    for (let n = 0; n < 3; n += 1) expect((await tryCode(n)).json().response.code).toBe('COUPON_INVALID');
    const fourth = await tryCode(3);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().response).toMatchObject({ code: 'RATE_LIMITED', params: { limit: 'coupon-attempt' } });
  });

  it('limits searches and suggestions per address', async () => {
    const from = { remoteAddress: '203.0.113.40' };
    for (let n = 0; n < 2; n += 1) expect((await call(app, 'search', { region: 'sa', language: 'en', text: 'ring' }, from)).statusCode).toBe(200);
    const search = await call(app, 'search', { region: 'sa', language: 'en', text: 'ring' }, from);
    expect([search.statusCode, search.json().response.code, search.headers['retry-after']]).toEqual([429, 'RATE_LIMITED', expect.stringMatching(/^\d+$/)]);

    for (let n = 0; n < 2; n += 1) expect((await call(app, 'search/suggestions', { region: 'sa', language: 'en', text: 'ri' }, from)).statusCode).toBe(200);
    expect((await call(app, 'search/suggestions', { region: 'sa', language: 'en', text: 'rin' }, from)).statusCode).toBe(429);
  });
});
