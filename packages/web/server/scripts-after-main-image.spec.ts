import { describe, expect, it } from 'vitest';
import { deferModuleScripts, withScriptsAfterMainImage } from './scripts-after-main-image';

const PAGE =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>خاتم سوليتير بالألماس</title>' +
  '<link rel="preload" as="image" href="/img?src=ring.svg" fetchpriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js"/></head>' +
  '<body><h1>خاتم</h1><script type="module" async="">import "/assets/root.js";</script></body></html>';

const EXPECTED =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>خاتم سوليتير بالألماس</title>' +
  '<link rel="preload" as="image" href="/img?src=ring.svg" fetchpriority="high"/>' +
  '<link data-deferred-rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link data-deferred-rel="modulepreload" href="/assets/framework.js"/></head>' +
  '<body><h1>خاتم</h1><script type="storefront/deferred-module">import "/assets/root.js";</script></body></html>';

async function throughTransform(chunks: Uint8Array[], nonce?: string): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(deferModuleScripts(nonce))).text();
}

describe('module scripts sent inert, to start after the main image', () => {
  it('sends every module preload without its rel and the bootstrap module with a type no browser runs, the rest of the page as it was', async () => {
    expect(await throughTransform([new TextEncoder().encode(PAGE)])).toBe(EXPECTED);
  });

  it('gives the same page wherever the stream is cut, inside a tag or inside an Arabic letter', async () => {
    const bytes = new TextEncoder().encode(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await throughTransform([bytes.slice(0, cut), bytes.slice(cut)])).toBe(EXPECTED);
    }
  });

  it('keeps the nonce React Router writes first on its bootstrap, for the script that starts it', async () => {
    const nonce = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const page = PAGE.replace('<script type="module" async="">', `<script nonce="${nonce}" type="module" async="">`);
    const expected = EXPECTED.replace('<script type="storefront/deferred-module">', `<script nonce="${nonce}" type="storefront/deferred-module">`);
    const bytes = new TextEncoder().encode(page);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await throughTransform([bytes.slice(0, cut), bytes.slice(cut)], nonce)).toBe(expected);
    }
  });

  it('gives the same page when it arrives a byte at a time', async () => {
    const bytes = new TextEncoder().encode(PAGE);
    expect(await throughTransform([...bytes].map((byte) => Uint8Array.of(byte)))).toBe(EXPECTED);
  });

  it('keeps the status and headers of a page, and leaves answers that are not HTML alone', async () => {
    const page = withScriptsAfterMainImage(
      new Response(PAGE, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } }),
    );
    expect(page.status).toBe(404);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toBe(EXPECTED);

    const data = new Response(PAGE, { headers: { 'content-type': 'text/x-script' } });
    expect(withScriptsAfterMainImage(data)).toBe(data);
  });
});
