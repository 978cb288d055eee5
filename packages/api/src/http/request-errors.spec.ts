import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTestApi } from '../test-support/test-app.js';

const WEB = { 'x-storefront-client': 'web' };
const CART_ID = 'A'.repeat(32);

/** The envelope's status and code of an answer, and whether it is JSON at all. */
const outcome = (res: { statusCode: number; headers: Record<string, unknown>; json: () => { hasError: boolean; response: { code: string } } }) => ({
  status: res.statusCode,
  json: String(res.headers['content-type']).startsWith('application/json'),
  hasError: res.json().hasError,
  code: res.json().response.code,
});

describe('bad input answers 4xx in the envelope, never a 5xx', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await aTestApi());
  });
  afterAll(() => app?.close());

  it('refuses a product id beyond PostgreSQL integer as the client’s mistake, not an outage', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/catalog/products', payload: { region: 'sa', language: 'en', productIds: [2 ** 31] } });

    expect(outcome(res)).toEqual({ status: 400, json: true, hasError: true, code: 'INVALID_REQUEST' });
    expect(res.json().response.params.issues).toEqual([{ path: 'productIds.0', code: 'too_big' }]);
  });

  it('refuses a NUL character in a coupon code before any cart is read', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/cart/applyCoupon', payload: { cartId: CART_ID, region: 'sa', code: 'SAVE\u000010' }, headers: WEB });

    expect(outcome(res)).toEqual({ status: 400, json: true, hasError: true, code: 'INVALID_REQUEST' });
    expect(res.json().response.params.issues).toEqual([{ path: 'code', code: 'invalid_format' }]);
  });

  it('refuses TRACE with 405, on an API route, a probe and an unknown address alike', async () => {
    for (const url of ['/api/catalog/products', '/healthz', '/api/nowhere', '/nowhere']) {
      const res = await app.inject({ method: 'TRACE', url });
      expect(outcome(res), url).toEqual({ status: 405, json: true, hasError: true, code: 'METHOD_NOT_ALLOWED' });
    }
    expect((await app.inject({ method: 'TRACE', url: '/api/catalog/products' })).headers.allow).toBe('POST');
  });

  it('answers another method on a known route with 405 and the methods it takes', async () => {
    for (const method of ['GET', 'DELETE', 'PUT', 'OPTIONS'] as const) {
      const res = await app.inject({ method, url: '/api/catalog/products' });
      expect(outcome(res), method).toEqual({ status: 405, json: true, hasError: true, code: 'METHOD_NOT_ALLOWED' });
      expect(res.headers.allow).toBe('POST');
      expect(res.json().response.params).toEqual({ method, allow: ['POST'] });
    }
    const document = await app.inject({ method: 'POST', url: '/api/openapi.json' });
    expect([document.statusCode, document.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('answers an unknown /api address with 404 in the envelope, whatever the method', async () => {
    for (const method of ['GET', 'DELETE', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/nowhere/at/all?x=1' });
      expect(outcome(res), method).toEqual({ status: 404, json: true, hasError: true, code: 'ROUTE_NOT_FOUND' });
    }
    expect(outcome(await app.inject({ method: 'GET', url: '/api' }))).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND' });
  });

  it('answers a bad escape in the address with 400 in the envelope', async () => {
    for (const url of ['/api/%zz', '/api/catalog/%E0%A4%A']) {
      expect(outcome(await app.inject({ method: 'GET', url })), url).toEqual({ status: 400, json: true, hasError: true, code: 'MALFORMED_REQUEST' });
    }
  });

  it('answers a body Fastify cannot take in the envelope: bad JSON, another content type, an empty JSON body, too large', async () => {
    const post = (payload: string, contentType: string) =>
      app.inject({ method: 'POST', url: '/api/catalog/categories', payload, headers: { 'content-type': contentType } });

    expect(outcome(await post('{"region":', 'application/json'))).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    expect(outcome(await post('', 'application/json'))).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    expect(outcome(await post('region=sa', 'application/x-www-form-urlencoded'))).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(outcome(await post('{"__proto__":{"x":1}}', 'application/json'))).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    expect(outcome(await post(`{"text":"${'x'.repeat(70_000)}"}`, 'application/json'))).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a request line Node cannot parse in the envelope too', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('BREW /api/catalog/products HTTP/1.1\r\nHost: x\r\n\r\n'));
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });

    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ hasError: true, response: { code: 'METHOD_NOT_ALLOWED', params: {} } });
  });
});

describe('a failing database', () => {
  it('is logged with its cause and the request’s id, and answers 503 in the envelope', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app, runtime } = await aTestApi({}, { logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
    try {
      await runtime.database.close();

      const res = await app.inject({ method: 'POST', url: '/api/catalog/products', payload: { region: 'sa', language: 'en', productIds: [1, 2] } });

      expect(outcome(res)).toEqual({ status: 503, json: true, hasError: true, code: 'UNAVAILABLE' });
      expect(res.json().response.params).toEqual({ service: 'catalog' });
      const incoming = lines.find((line) => (line.req as { url?: string } | undefined)?.url === '/api/catalog/products');
      const failed = lines.find((line) => line.code === 'UNAVAILABLE');
      expect(failed).toMatchObject({ level: 50, reqId: incoming?.reqId, params: { service: 'catalog' }, err: { message: expect.stringMatching(/\w/) } });
      expect(JSON.stringify(res.json())).not.toContain((failed?.err as { message: string }).message);
    } finally {
      await app.close();
    }
  });
});
