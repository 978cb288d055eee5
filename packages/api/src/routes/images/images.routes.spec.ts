import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageService } from '@storefront/adapters-media';
import { TOKENS } from '@storefront/composition';
import { aTestApi } from '../../test-support/test-app.js';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** The illustrations the test catalogue's products show, from its own product pages. */
async function catalogueIllustrations(app: FastifyInstance): Promise<string[]> {
  const listing = await app.inject({ method: 'POST', url: '/api/search', payload: { region: 'sa', language: 'en', path: '/rings' } });
  const paths = JSON.stringify(listing.json()).match(/\/images\/illustrations\/[a-z0-9-]+\.svg/g) ?? [];
  return [...new Set(paths)];
}

describe('image routes', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let illustration: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-images-'));
    ({ app } = await aTestApi({ DATA_DIR: dataDir }));
    [illustration = ''] = await catalogueIllustrations(app);
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers AVIF at the requested width when the client accepts AVIF', async () => {
    const response = await get('/img?src=/images/catalog/ring.svg&w=640&q=75', { accept: CHROME_ACCEPT });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 640 });
  });

  it('answers WebP when the client accepts WebP but not AVIF', async () => {
    const response = await get(`/img?src=${illustration}&w=256`, { accept: 'image/webp,*/*' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256 });
  });

  it('answers PNG to a client that names neither', async () => {
    const response = await get('/img?src=/images/catalog/ring.svg&w=32', { accept: '*/*' });

    expect(response.headers['content-type']).toBe('image/png');
  });

  it('lets browsers and CDNs keep a variant for a year, per Accept, under an ETag', async () => {
    const response = await get('/img?src=/images/catalog/ring.svg&w=64', { accept: 'image/webp' });

    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers.etag).toMatch(/^"[a-f0-9]{32}"$/);
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const first = await get('/img?src=/images/catalog/ring.svg&w=48', { accept: 'image/webp' });

    const again = await get('/img?src=/images/catalog/ring.svg&w=48', {
      accept: 'image/webp',
      'if-none-match': `"other", ${String(first.headers.etag)}`,
    });

    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 200 when If-None-Match names another variant', async () => {
    const avif = await get('/img?src=/images/catalog/ring.svg&w=96', { accept: 'image/avif' });

    const webp = await get('/img?src=/images/catalog/ring.svg&w=96', { accept: 'image/webp', 'if-none-match': String(avif.headers.etag) });

    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('refuses width 500 with the allowed widths', async () => {
    const response = await get('/img?src=/images/catalog/ring.svg&w=500');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      response: {
        code: 'IMAGE_WIDTH_NOT_ALLOWED',
        params: { width: 500, allowed: [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] },
      },
      hasError: true,
    });
  });

  it('refuses a quality other than the spec’s 75', async () => {
    const response = await get('/img?src=/images/catalog/ring.svg&w=64&q=90');

    expect(response.statusCode).toBe(400);
    expect(response.json().response.code).toBe('IMAGE_QUALITY_NOT_ALLOWED');
  });

  it.each([
    ['/img?w=640', 'src'],
    ['/img?src=/images/catalog/ring.svg', 'w'],
    ['/img?src=/images/catalog/ring.svg&w=wide', 'w'],
    ['/img?src=/images/catalog/ring.svg&w=640&q=-1', 'q'],
  ])('answers 400 INVALID_REQUEST to %s', async (url, field) => {
    const response = await get(url);

    expect(response.statusCode).toBe(400);
    expect(response.json().response.code).toBe('INVALID_REQUEST');
    expect(response.json().response.params.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it('refuses a path that leaves the image folders', async () => {
    const response = await get(`/img?src=${encodeURIComponent('/images/../../api/package.json')}&w=64`);

    expect(response.statusCode).toBe(400);
    expect(response.json().response.code).toBe('IMAGE_PATH_REFUSED');
  });

  it('answers 404 for an image that does not exist', async () => {
    const response = await get('/img?src=/images/catalog/tiara.svg&w=64');

    expect(response.statusCode).toBe(404);
    expect(response.json().response.code).toBe('IMAGE_NOT_FOUND');
  });

  it('keeps rendered variants in DATA_DIR/image-cache', async () => {
    expect((await readdir(join(dataDir, 'image-cache'))).length).toBeGreaterThan(0);
  });

  it('serves the raw SVG of a generated illustration, cacheable and inert', async () => {
    const response = await get(illustration);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(/<title>[a-z]+ in /);

    const again = await get(illustration, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an illustration name of another shape', async () => {
    const response = await get('/images/illustrations/bangle.svg');

    expect(response.statusCode).toBe(404);
    expect(response.json().response.code).toBe('IMAGE_NOT_FOUND');
  });

  it('renders a catalogue illustration at each of the spec’s widths and no other', async () => {
    expect(illustration).toMatch(/^\/images\/illustrations\/[a-z]+-[a-z]+-[a-z]+-[a-z]+-\d+\.svg$/);

    const refused = await get(`/img?src=${illustration}&w=3000`, { accept: 'image/avif' });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().response.code).toBe('IMAGE_WIDTH_NOT_ALLOWED');
  });

  it('refuses an illustration no product shows (another seed, another stone), rendering nothing', async () => {
    const before = await readdir(join(dataDir, 'image-cache'));
    const otherSeed = illustration.replace(/-(\d+)\.svg$/, (_, seed: string) => `-${(Number(seed) % 9999) + 1}.svg`);
    const unknown = ['/images/illustrations/ring-gold-yellow-diamond-9999.svg', '/images/illustrations/ring-gold-yellow-emerald.svg', otherSeed];

    for (const path of unknown) {
      const resized = await get(`/img?src=${encodeURIComponent(path)}&w=3840`, { accept: 'image/avif' });
      const raw = await get(path);

      expect(resized.statusCode).toBe(404);
      expect(resized.json()).toEqual({ response: { code: 'IMAGE_NOT_FOUND', params: { path } }, hasError: true });
      expect(resized.headers['cache-control']).toBe('no-store');
      expect(raw.statusCode).toBe(404);
    }
    expect(await readdir(join(dataDir, 'image-cache'))).toEqual(before);
  });

  it('refuses a source type it does not render', async () => {
    const response = await get('/img?src=/images/catalog/ring.bmp&w=64');

    expect(response.statusCode).toBe(400);
    expect(response.json().response.code).toBe('IMAGE_TYPE_NOT_SUPPORTED');
  });
});

describe('image routes under load', () => {
  let app: FastifyInstance;
  let container: Container;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'api-images-busy-'));
    ({ app, container } = await aTestApi({ DATA_DIR: dataDir, IMAGE_RENDER_CONCURRENCY: '1', IMAGE_RENDER_QUEUE: '0' }));
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After, rendering nothing, while every render slot is taken and the queue is full', async () => {
    const images = container.get<ImageService>(TOKENS.ImageService);
    const [first = '', second = ''] = await catalogueIllustrations(app);
    const large = app.inject({ method: 'GET', url: `/img?src=${first}&w=1920`, headers: { accept: 'image/avif' } });
    await vi.waitFor(() => expect(images.load.running).toBe(1), { timeout: 30_000, interval: 5 });

    const refused = await app.inject({ method: 'GET', url: `/img?src=${second}&w=3840`, headers: { accept: 'image/avif' } });

    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({ response: { code: 'IMAGE_BUSY', params: { retryAfter: Number(refused.headers['retry-after']) } }, hasError: true });
    expect((await large).statusCode).toBe(200);
    expect(await readdir(join(dataDir, 'image-cache'))).toHaveLength(1);
  });
});
