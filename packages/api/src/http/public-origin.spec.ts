import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockedProducts } from '@storefront/adapters-postgres/testing';
import { aTestApi } from '../test-support/test-app.js';

const WEB = { 'x-storefront-client': 'web' };

describe('a store behind a proxy with PUBLIC_ORIGIN set', () => {
  let app: FastifyInstance;
  let productId: number;

  beforeAll(async () => {
    const started = await aTestApi({ PUBLIC_ORIGIN: 'https://shop.example.com' });
    app = started.app;
    productId = (await stockedProducts(started.runtime.database.db, 'sa', 1, 5))[0]!.id;
  });
  afterAll(() => app?.close());

  const createCart = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/cart/createCart', payload: { region: 'sa', locale: 'en-sa', lineItems: [{ productId, quantity: 1 }] }, headers: { ...WEB, ...headers } });

  it('takes a change from the public address as its own, whatever host the proxy names', async () => {
    const res = await createCart({ origin: 'https://shop.example.com', host: 'storefront.internal:3000' });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a change from the origin a forged X-Forwarded-Host names, and marks the cart cookie Secure by the public origin's https", async () => {
    const forged = await createCart({ origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' });
    expect([forged.statusCode, forged.json().response.code]).toEqual([403, 'FORBIDDEN_ORIGIN']);
    const fromTheStore = await createCart({ origin: 'https://shop.example.com', 'x-forwarded-proto': 'http' });
    expect(String(fromTheStore.headers['set-cookie'])).toMatch(/cart_token=[^;]+;.*Secure/);
  });

  it('sends the security headers on its answers when it runs alone, HSTS included for an https store', async () => {
    const res = await createCart({ origin: 'https://shop.example.com' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('still refuses a change from any other origin', async () => {
    const res = await createCart({ origin: 'https://evil.example', host: 'storefront.internal:3000' });
    expect([res.statusCode, res.json().response.code]).toEqual([403, 'FORBIDDEN_ORIGIN']);
  });
});
