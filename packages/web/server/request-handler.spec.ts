import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStorefrontRoutes } from './request-handler';

/** A storefront that answers with the address it was asked for. */
async function aServer(publicOrigin?: string) {
  const app = Fastify();
  registerStorefrontRoutes(app, async (request) => new Response(request.url), { publicOrigin });
  await app.ready();
  return app;
}

describe('the storefront request', () => {
  it('is addressed on the public origin when one is configured, whatever Host the caller sent', async () => {
    const app = await aServer('https://shop.example.com');
    const res = await app.inject({ url: '/ar-sa/p/ring?product_sku=LZ-RG-1001', headers: { host: 'evil.example' } });
    expect(res.body).toBe('https://shop.example.com/ar-sa/p/ring?product_sku=LZ-RG-1001');
    await app.close();
  });

  it("is addressed on the request's own host when none is configured", async () => {
    const app = await aServer();
    const res = await app.inject({ url: '/en-sa', headers: { host: 'localhost:3000' } });
    expect(res.body).toBe('http://localhost:3000/en-sa');
    await app.close();
  });
});

describe('a method no page takes', () => {
  it('is refused with 405 and the methods pages take, before the storefront renders, never a 500', async () => {
    const app = await aServer();
    for (const method of ['TRACE', 'DELETE', 'PUT', 'OPTIONS'] as const) {
      const res = await app.inject({ method, url: '/en-sa' });
      expect([res.statusCode, res.headers.allow, res.headers['content-type']], method).toEqual([405, 'GET, HEAD, POST', 'text/plain; charset=utf-8']);
    }
    expect((await app.inject({ method: 'GET', url: '/en-sa' })).statusCode).toBe(200);
    await app.close();
  });
});
