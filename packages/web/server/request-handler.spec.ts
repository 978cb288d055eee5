import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStorefrontRoutes, storeLocation } from './request-handler';

/** Sends bytes as written, which no HTTP client would, and reads the whole answer. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** A storefront that answers with the address it was asked for. */
async function aServer(publicOrigin?: string) {
  // As the API's app, which the host serves the pages from, trusts a proxy's forwarded headers.
  const app = Fastify({ trustProxy: true });
  registerStorefrontRoutes(app, async (request, nonces) => new Response(`${request.url} ${nonces?.script ?? ''}`.trim()), {
    publicOrigin,
    noncesOf: (reply) => (reply.request.url.includes('nonce') ? { script: 'script-nonce', style: 'style-nonce' } : undefined),
  });
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

  it('is addressed on the public origin whatever X-Forwarded-Host and X-Forwarded-Proto say', async () => {
    const app = await aServer('https://shop.example.com');
    const res = await app.inject({ url: '/en-sa', headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } });
    expect(res.body).toBe('https://shop.example.com/en-sa');
    await app.close();
  });

  it('takes only the path of an absolute-form request line, read from a raw socket', async () => {
    const app = await aServer('https://shop.example.com');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await rawRequest(port, 'GET http://evil.example/en-sa?q=ring HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Host: evil.example\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const body = answer.split('\r\n\r\n')[1];
    expect(body).toContain('https://shop.example.com/en-sa?q=ring');
    expect(body).not.toContain('evil.example');
    await app.close();
  });

  it('keeps a path that begins with two slashes on the public origin', async () => {
    const app = await aServer('https://shop.example.com');
    const res = await app.inject({ url: '//evil.example/en-sa' });
    expect(new URL(res.body).origin).toBe('https://shop.example.com');
    await app.close();
  });

  it('hands the renderer the nonces the answer\'s policy names', async () => {
    const app = await aServer('https://shop.example.com');
    const res = await app.inject({ url: '/en-sa?nonce' });
    expect(res.body).toBe('https://shop.example.com/en-sa?nonce script-nonce');
    await app.close();
  });

  it('answers 400 when no origin is configured and the Host names none', async () => {
    const app = await aServer();
    const res = await app.inject({ url: '/en-sa', headers: { host: 'evil.example/path' } });
    expect(res.statusCode).toBe(400);
    await app.close();
  });

  it("is addressed on the request's own host when none is configured", async () => {
    const app = await aServer();
    const res = await app.inject({ url: '/en-sa', headers: { host: 'localhost:3000' } });
    expect(res.body).toBe('http://localhost:3000/en-sa');
    await app.close();
  });
});

describe("a redirect's target", () => {
  const address = new URL('https://shop.example.com/cart?x=1');

  it('leaves as a path when it is in the store, whatever origin it was written on', () => {
    expect(storeLocation('/en-sa/cart?x=1', address)).toBe('/en-sa/cart?x=1');
    expect(storeLocation('https://shop.example.com/en-sa', address)).toBe('/en-sa');
  });

  it('stays in the store when it would read as another host', () => {
    expect(storeLocation('/en-sa//evil.example', address)).toBe('/en-sa//evil.example');
    expect(storeLocation('https://shop.example.com//evil.example/x', address)).toBe('https://shop.example.com//evil.example/x');
    expect(storeLocation('//evil.example/x', address)).toBe('/evil.example/x');
    expect(storeLocation('/\\evil.example/x', address)).toBe('/evil.example/x');
  });

  it('is left as written when it leads elsewhere on purpose', () => {
    expect(storeLocation('https://payments.example/pay', address)).toBe('https://payments.example/pay');
  });

  it('reaches the browser from the renderer as the store names it', async () => {
    const app = Fastify();
    registerStorefrontRoutes(app, async () => new Response(null, { status: 302, headers: { location: '//evil.example/en-sa' } }), { publicOrigin: 'https://shop.example.com' });
    const res = await app.inject({ url: '/cart', headers: { host: 'evil.example' } });
    expect(res.headers.location).toBe('/evil.example/en-sa');
    await app.close();
  });
});

describe('a page rendered for a session', () => {
  it('is kept by no shared cache and varies by cookie, whatever its route says; a guest page keeps its own headers', async () => {
    const app = Fastify();
    registerStorefrontRoutes(app, async () => new Response('page', { headers: { 'cache-control': 'public, max-age=60' } }));
    const signedIn = await app.inject({ url: '/en-sa', headers: { host: 'shop.example', cookie: 'user_locale=en-sa; storefront_session=abc' } });
    expect([signedIn.headers['cache-control'], signedIn.headers.vary]).toEqual(['private, no-store', 'Cookie']);
    const guest = await app.inject({ url: '/en-sa', headers: { host: 'shop.example', cookie: 'user_locale=en-sa' } });
    expect(guest.headers['cache-control']).toBe('public, max-age=60');
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
