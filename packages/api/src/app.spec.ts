import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTestApi } from './test-support/test-app.js';
import type { Runtime } from '@storefront/composition';

describe('storefront API', () => {
  let app: FastifyInstance;
  let runtime: Runtime;

  beforeAll(async () => {
    ({ app, runtime } = await aTestApi());
  });
  afterAll(() => app?.close());

  const featured = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/catalog/featured-products', payload: payload as object, headers });

  it('lists featured products in the {response, hasError} envelope', async () => {
    const res = await featured({ region: 'sa', language: 'ar', limit: 2 });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      hasError: false,
      response: { products: [expect.objectContaining({ name: 'خاتم سوليتير بالألماس' }), expect.anything()] },
    });
  });

  it('answers 400 with the failing fields for an invalid body, never 500', async () => {
    const res = await featured({ region: 'fr', language: 'en', limit: 0, extra: true });

    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.hasError).toBe(true);
    expect(body.response.code).toBe('INVALID_REQUEST');
    expect(body.response.params.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      '(body)',
      'limit',
      'region',
    ]);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await featured('{"region":', { 'content-type': 'application/json' });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ hasError: true, response: { code: 'MALFORMED_REQUEST', params: {} } });
  });

  it('answers 400 for a missing body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/catalog/featured-products' });

    expect(res.statusCode).toBe(400);
    expect(res.json().hasError).toBe(true);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await featured({ region: 'sa', language: 'en', padding: 'x'.repeat(70_000) });

    expect(res.statusCode).toBe(413);
    expect(res.json().response.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 404 with a code for the waves shelf outside KSA', async () => {
    const res = await featured({ region: 'ae', language: 'en', brand: 'waves' });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      hasError: true,
      response: { code: 'BRAND_NOT_IN_REGION', params: { brand: 'waves', region: 'ae' } },
    });
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/nowhere', payload: {} });

    expect(res.statusCode).toBe(404);
    expect(res.json().response.code).toBe('ROUTE_NOT_FOUND');
  });

  it('reports the process up on /healthz and the database reachable on /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');

    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up' } });
  });

  it('reports not ready with 503 once the database is gone, while /healthz stays up', async () => {
    await runtime.database.close();

    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    const listing = await featured({ region: 'sa', language: 'en' });
    expect(listing.statusCode).toBe(503);
    expect(listing.json().response.code).toBe('UNAVAILABLE');
  });
});

describe('compression', () => {
  it('sends a large JSON answer compressed when the client accepts brotli or gzip', async () => {
    const { app } = await aTestApi();
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/catalog/featured-products',
        payload: { region: 'sa', language: 'ar', limit: 40 },
        headers: { 'accept-encoding': 'gzip' },
      });

      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString()).response.products.length).toBeGreaterThan(10);
    } finally {
      await app.close();
    }
  });
});
