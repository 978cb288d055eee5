import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@storefront/adapters-postgres/testing';
import { loadConfig } from '@storefront/composition';
import type { PageNonces } from '@storefront/web/server';
import { buildHost } from './host.js';
import { createServerContainer } from './server-container.js';

type Host = Awaited<ReturnType<typeof buildHost>>;
type Headers = Record<string, string | string[] | number | undefined>;

/**
 * The security headers of every answer of the one process (decision 0905): pages, the API, static
 * files and errors, with Strict-Transport-Security only when the store's public origin is https.
 */
describe('the security headers of the one-process host', () => {
  let database: TestDatabase;
  let host: Host;
  let httpsHost: Host;
  const nonces: (PageNonces | undefined)[] = [];

  const aHost = (environment: Record<string, string>): Promise<Host> => {
    const config = loadConfig({ LOG_LEVEL: 'silent', CART_RESTORE_SECRET: 'a-restore-link-secret-for-the-tests-only', ...environment })._unsafeUnwrap();
    // Both hosts read one database; the test closes it once.
    const container = createServerContainer(config, { database: database.handle, close: async () => {} });
    // The storefront's renderer is the built bundle's; here a stand-in keeps the nonces it was handed.
    return buildHost(container, config, async (request, pageNonces) => {
      nonces.push(pageNonces);
      const notFound = new URL(request.url).pathname === '/en-sa/no-such-page';
      return new Response('<!doctype html><title>page</title>', { status: notFound ? 404 : 200, headers: { 'content-type': 'text/html' } });
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    host = await aHost({ PUBLIC_ORIGIN: 'http://shop.example.com' });
    httpsHost = await aHost({ PUBLIC_ORIGIN: 'https://shop.example.com' });
    await Promise.all([host.ready(), httpsHost.ready()]);
  });
  afterAll(async () => {
    await host?.close();
    await httpsHost?.close();
    await database?.dispose();
  });

  function expectSecurityHeaders(headers: Headers): void {
    const policy = String(headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}'/);
    expect(policy.split(';').find((directive) => directive.startsWith('script-src '))).not.toContain('unsafe');
    expect(policy.split(';').find((directive) => directive.startsWith('style-src '))).not.toContain('unsafe');
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "img-src 'self' data:"]) {
      expect(policy).toContain(directive);
    }
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('microphone=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['permissions-policy']).toContain('payment=(self)');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  }

  it('puts them on a page, with the nonces its renderer wrote into it', async () => {
    const page = await host.inject({ method: 'GET', url: '/en-sa' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers);
    const handed = nonces.at(-1);
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${handed?.script}'`);
    expect(page.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${handed?.style}'`);

    await host.inject({ method: 'GET', url: '/en-sa' });
    expect(nonces.at(-1)?.script).not.toBe(handed?.script);
  });

  it('puts them on an API answer', async () => {
    const answer = await host.inject({ method: 'POST', url: '/api/catalog/categories', payload: { locale: 'en-sa' } });
    expect(answer.headers['content-type']).toContain('application/json');
    expectSecurityHeaders(answer.headers);
  });

  it('puts them on a static file', async () => {
    const file = await host.inject({ method: 'GET', url: '/favicon.svg' });
    expect(file.statusCode).toBe(200);
    expectSecurityHeaders(file.headers);
  });

  it('puts them on answers that are errors: a page and an image that do not exist, a malformed body', async () => {
    const page = await host.inject({ method: 'GET', url: '/en-sa/no-such-page' });
    expect(page.statusCode).toBe(404);
    expectSecurityHeaders(page.headers);
    const image = await host.inject({ method: 'GET', url: '/images/illustrations/no-such-illustration.svg' });
    expect(image.statusCode).toBe(404);
    expectSecurityHeaders(image.headers);
    const malformed = await host.inject({ method: 'POST', url: '/api/search', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed.headers);
  });

  it('sends Strict-Transport-Security and upgrades requests only when the public origin is https', async () => {
    const overHttps = await httpsHost.inject({ method: 'GET', url: '/en-sa' });
    expectSecurityHeaders(overHttps.headers);
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(overHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');

    // A proxy's (or a caller's) X-Forwarded-Proto does not turn it on for an http store.
    const overHttp = await host.inject({ method: 'GET', url: '/en-sa', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(overHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
