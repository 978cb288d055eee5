import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@storefront/adapters-postgres/testing';
import { OPENAPI_PATH, DOCS_PATH, buildOpenApiDocument } from '@storefront/api';
import { loadConfig } from '@storefront/composition';
import { buildHost } from './host.js';
import { createServerContainer } from './server-container.js';

describe('the one-process host', () => {
  let database: TestDatabase;
  let host: Awaited<ReturnType<typeof buildHost>>;
  const rendered: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const config = loadConfig({ LOG_LEVEL: 'silent', CART_RESTORE_SECRET: 'a-restore-link-secret-for-the-tests-only' })._unsafeUnwrap();
    const container = createServerContainer(config, { database: database.handle, close: () => database.dispose() });
    // The storefront's renderer is the built bundle's; here a stand-in records what reaches it.
    host = await buildHost(container, config, async (request) => {
      rendered.push(new URL(request.url).pathname);
      return new Response('a page', { headers: { 'content-type': 'text/html' } });
    });
    await host.ready();
  });
  afterAll(async () => {
    await host?.close();
    await database?.dispose();
  });

  it('serves the API’s contract at /api/openapi.json and /api/docs, not the storefront’s pages', async () => {
    const document = await host.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    const docs = await host.inject({ method: 'GET', url: DOCS_PATH });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('/api/cart/createCart');
    expect(rendered).toEqual([]);

    const page = await host.inject({ method: 'GET', url: '/en-sa' });
    expect(page.body).toBe('a page');
    expect(rendered).toEqual(['/en-sa']);
  });

  it('answers every /api address in the envelope before the pages see it: 404, 405 with Allow, 400 for a bad escape or body', async () => {
    const envelope = async (method: 'GET' | 'DELETE' | 'POST' | 'TRACE', url: string, payload?: string) => {
      const res = await host.inject({ method, url, ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }) });
      return [res.statusCode, res.headers['content-type'], res.json().response.code, res.headers.allow];
    };
    const json = 'application/json; charset=utf-8';

    expect(await envelope('GET', '/api/nowhere')).toEqual([404, json, 'ROUTE_NOT_FOUND', undefined]);
    expect(await envelope('DELETE', '/api/nowhere')).toEqual([404, json, 'ROUTE_NOT_FOUND', undefined]);
    expect(await envelope('GET', '/api/catalog/products')).toEqual([405, json, 'METHOD_NOT_ALLOWED', 'POST']);
    expect(await envelope('TRACE', '/api/catalog/products')).toEqual([405, json, 'METHOD_NOT_ALLOWED', 'POST']);
    expect(await envelope('GET', '/api/%zz')).toEqual([400, json, 'MALFORMED_REQUEST', undefined]);
    expect(await envelope('POST', '/api/catalog/categories', '{"region":')).toEqual([400, json, 'MALFORMED_REQUEST', undefined]);
    expect(rendered.filter((path) => path.startsWith('/api'))).toEqual([]);
  });

  it('refuses TRACE on a page with 405, never a 500, and still renders the page for GET', async () => {
    const trace = await host.inject({ method: 'TRACE', url: '/en-sa/rings' });
    expect([trace.statusCode, trace.headers.allow]).toEqual([405, 'GET, HEAD, POST']);
    expect((await host.inject({ method: 'GET', url: '/en-sa/rings' })).statusCode).toBe(200);
  });
});

describe('the mailbox on the one-process host', () => {
  const aHost = async (env: Record<string, string>) => {
    const database = await createTestDatabase('pglite');
    const config = loadConfig({ LOG_LEVEL: 'silent', CART_RESTORE_SECRET: 'a-restore-link-secret-for-the-tests-only', ...env })._unsafeUnwrap();
    const container = createServerContainer(config, { database: database.handle, close: () => database.dispose() });
    const rendered: string[] = [];
    const host = await buildHost(container, config, async (request) => {
      rendered.push(new URL(request.url).pathname);
      return new Response('a page', { headers: { 'content-type': 'text/html' } });
    });
    host.addHook('onClose', () => database.dispose());
    await host.ready();
    return { host, rendered };
  };

  it('is served at /mailbox when no SMTP_URL is set, and is 404 there, never a page, when one is', async () => {
    const embedded = await aHost({});
    try {
      const mailbox = await embedded.host.inject({ method: 'GET', url: '/mailbox' });
      expect([mailbox.statusCode, mailbox.body]).toEqual([200, expect.stringContaining('<h1>Mailbox</h1>')]);
    } finally {
      await embedded.host.close();
    }

    const withServer = await aHost({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      for (const url of ['/mailbox', '/mailbox/00000000-0000-4000-8000-000000000000']) {
        expect((await withServer.host.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect(withServer.rendered).toEqual([]);
    } finally {
      await withServer.host.close();
    }
  });
});
