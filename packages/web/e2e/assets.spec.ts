import { readFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, isolatedTest, test } from './support/test';
import { expectHydrated } from './support/shell';

const clientBuild = fileURLToPath(new URL('../build/client', import.meta.url));

/** One GET with the given Accept-Encoding, answered as raw bytes (nothing decoded). */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

test.describe('static assets', () => {
  test('scripts go out as the brotli or gzip copy the build wrote, by what the browser accepts, cached for a year', async ({ request, baseURL }) => {
    const html = await (await request.get('/ar-sa/p/any-slug?product_sku=LZ-RG-1001')).text();
    const script = /<link data-deferred-rel="modulepreload"[^>]* href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const onDisk = (suffix: string) => readFile(`${clientBuild}${script}${suffix}`);

    const brotli = await rawGet(`${baseURL}${script}`, 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.equals(await onDisk('.br'))).toBe(true);

    const gzipped = await rawGet(`${baseURL}${script}`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(await onDisk('.gz'))).toBe(true);

    const plain = await rawGet(`${baseURL}${script}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(await onDisk(''))).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
  });

  test('a page sends its modules inert, fetches them once its main image is in, and then hydrates', async ({ page, request }) => {
    const html = await (await request.get('/ar-sa/p/any-slug?product_sku=LZ-RG-1001')).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html.match(/<link data-deferred-rel="modulepreload"/g)?.length).toBeGreaterThan(1);
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);

    await page.goto('/ar-sa/p/any-slug?product_sku=LZ-RG-1001');
    await expectHydrated(page);
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? '';
      return {
        image: entries.find((entry) => entry.name === main)?.responseEnd,
        scripts: entries.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name)).map((entry) => entry.startTime),
      };
    });
    expect(timing.image).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(1);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.image ?? Infinity);
  });

  test('a page names its translations beside its modules, and they are the very files the browser reads', async ({ page, request }) => {
    const path = '/ar-sa/p/any-slug?product_sku=LZ-RG-1001';
    const html = await (await request.get(path)).text();
    const named = [...html.matchAll(/<link data-deferred-rel="modulepreload" href="(\/assets\/common-[^"]+\.js)"/g)].map((match) => match[1]);
    // The locale's own bundle (ar-sa) and its language's (ar).
    expect(named).toHaveLength(2);

    await page.goto(path);
    await expectHydrated(page);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => /^\/assets\/common-/.test(pathname)),
    );
    expect([...new Set(fetched)].sort()).toEqual([...named].sort());
  });

  isolatedTest('code kept for later is fetched once the page has hydrated; with nothing stored, no list-checking code at all, and a guest no review form', async ({ page }) => {
    await page.addInitScript(() => {
      const record = () => {
        const marked = document.querySelector('[data-hydrated="true"]');
        if (marked && !('hydratedAt' in window)) Object.assign(window, { hydratedAt: performance.now() });
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    const drawerCode = page.waitForResponse(/\/assets\/search-drawer-[^/]+\.js$/);
    await page.goto('/ar-sa/p/any-slug?product_sku=LZ-RG-1001');
    await drawerCode;
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        hydratedAt: (window as { hydratedAt?: number }).hydratedAt,
        drawer: entries.find((entry) => /\/search-drawer-/.test(entry.name))?.startTime,
        checking: entries.filter((entry) => /\/assets\/(schemas|wishlist-entries)-/.test(entry.name)).map((entry) => entry.name),
        // The form is a verified buyer's only (decision 1470): a guest is offered to sign in.
        reviewForm: entries.filter((entry) => /\/assets\/review-(form|fields)-/.test(entry.name)).map((entry) => entry.name),
      };
    });
    expect(timing.hydratedAt).toBeGreaterThan(0);
    expect(timing.drawer).toBeGreaterThanOrEqual(timing.hydratedAt ?? Infinity);
    expect(timing.checking).toEqual([]);
    expect(timing.reviewForm).toEqual([]);
    await expect(page.getByTestId('write-review-sign-in')).toBeVisible();
  });

  test('every page names its icon, and the icon is there', async ({ request }) => {
    const html = await (await request.get('/en-ae')).text();
    // React Router writes the answer's nonce on its links too (decision 0905).
    expect(html).toMatch(/<link (nonce="[0-9a-f]+" )?rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"\/>/);
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });
});
