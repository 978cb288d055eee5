import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { okAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { A_SMALL_SVG, aPng, aTempFolder } from '../test-support/temp-folder.js';
import { ImageService } from './image-service.js';

const AVIF_AND_WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

describe('image service', () => {
  let folder: Awaited<ReturnType<typeof aTempFolder>>;
  let service: ImageService;
  const cacheDirectory = () => join(folder.path, 'image-cache');
  const everyIllustration = () => okAsync<boolean, never>(true);
  const aService = (options: Partial<ConstructorParameters<typeof ImageService>[0]> = {}) =>
    new ImageService({
      staticRoot: join(folder.path, 'public'),
      cacheDirectory: cacheDirectory(),
      cacheMaxBytes: 10_000_000,
      knownIllustration: everyIllustration,
      ...options,
    });
  beforeEach(async () => {
    folder = await aTempFolder('image-service-');
    await mkdir(join(folder.path, 'public', 'images', 'catalog'), { recursive: true });
    await writeFile(join(folder.path, 'public', 'images', 'catalog', 'ring.svg'), A_SMALL_SVG);
    await writeFile(join(folder.path, 'public', 'images', 'catalog', 'photo.png'), await aPng(800, 600));
    service = aService();
  });
  afterEach(() => folder.dispose());

  it('renders a static SVG as AVIF for a client that accepts it', async () => {
    const image = (await service.render({ path: '/images/catalog/ring.svg', width: 256, accept: AVIF_AND_WEBP }))._unsafeUnwrap();

    expect(image.contentType).toBe('image/avif');
    expect(image.etag).toMatch(/^"[a-f0-9]{32}"$/);
    expect(await sharp(image.body).metadata()).toMatchObject({ format: 'heif', width: 256 });
  });

  it('renders a generated illustration as WebP for a client that takes WebP only', async () => {
    const image = (await service.render({ path: '/images/illustrations/earrings-gold-rose-pearl.svg', width: 128, accept: 'image/webp,*/*' }))._unsafeUnwrap();

    expect(image.contentType).toBe('image/webp');
    expect(await sharp(image.body).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });
  });

  it('renders a raster source', async () => {
    const image = (await service.render({ path: '/images/catalog/photo.png', width: 640, accept: 'image/webp' }))._unsafeUnwrap();

    expect(await sharp(image.body).metadata()).toMatchObject({ width: 640, height: 480 });
  });

  it('gives one variant one ETag, and another format another', async () => {
    const request = { path: '/images/catalog/ring.svg', width: 64 };
    const webp = (await service.render({ ...request, accept: 'image/webp' }))._unsafeUnwrap();
    const again = (await service.render({ ...request, accept: 'image/webp' }))._unsafeUnwrap();
    const png = (await service.render({ ...request, accept: '*/*' }))._unsafeUnwrap();

    expect(again.etag).toBe(webp.etag);
    expect(again.body.equals(webp.body)).toBe(true);
    expect(png.etag).not.toBe(webp.etag);
    expect(png.contentType).toBe('image/png');
  });

  it('renders once and stores once when requests for one variant arrive together', async () => {
    const request = { path: '/images/illustrations/ring-gold-white-sapphire.svg', width: 96, accept: 'image/webp' };

    const images = await Promise.all([1, 2, 3].map(() => service.render(request)));

    expect(new Set(images.map((image) => image._unsafeUnwrap().etag)).size).toBe(1);
    expect(await readdir(cacheDirectory())).toHaveLength(1);
  });

  it('refuses a width outside the list before looking at the source', async () => {
    expect((await service.render({ path: '/images/../x.svg', width: 500 }))._unsafeUnwrapErr().code).toBe('IMAGE_WIDTH_NOT_ALLOWED');
  });

  it('uses quality 75 unless told otherwise, and refuses a quality outside its list', async () => {
    expect((await service.render({ path: '/images/catalog/ring.svg', width: 16, quality: 75 })).isOk()).toBe(true);
    expect((await service.render({ path: '/images/catalog/ring.svg', width: 16, quality: 80 }))._unsafeUnwrapErr().code).toBe(
      'IMAGE_QUALITY_NOT_ALLOWED',
    );
  });

  it('refuses path traversal', async () => {
    expect((await service.render({ path: '/images/../../etc/passwd.png', width: 16 }))._unsafeUnwrapErr().code).toBe('IMAGE_PATH_REFUSED');
  });

  it('serves the raw SVG of an illustration', async () => {
    const original = (await service.original('/images/illustrations/coin-gold-yellow-none.svg'))._unsafeUnwrap();

    expect(original.contentType).toBe('image/svg+xml');
    expect(original.body.toString()).toContain('<title>coin in yellow gold</title>');
    expect(original.etag).toMatch(/^"[a-f0-9]{32}"$/);
  });

  it('refuses an illustration the catalogue does not show, without drawing or rendering it', async () => {
    const knownIllustration = vi.fn((path: string) => okAsync<boolean, never>(path === '/images/illustrations/ring-gold-yellow-diamond-7.svg'));
    const gated = aService({ knownIllustration });

    const unknown = await gated.render({ path: '/images/illustrations/ring-gold-yellow-diamond-8.svg', width: 64, accept: 'image/webp' });
    const raw = await gated.original('/images/illustrations/ring-gold-yellow-diamond-8.svg');

    expect(unknown._unsafeUnwrapErr()).toEqual({ code: 'IMAGE_NOT_FOUND', params: { path: '/images/illustrations/ring-gold-yellow-diamond-8.svg' } });
    expect(raw._unsafeUnwrapErr().code).toBe('IMAGE_NOT_FOUND');
    expect(await readdir(cacheDirectory()).catch(() => [])).toEqual([]);
    expect((await gated.render({ path: '/images/illustrations/ring-gold-yellow-diamond-7.svg', width: 64, accept: 'image/webp' })).isOk()).toBe(true);
  });

  it('asks the catalogue about an illustration once, and never about a static file or a malformed name', async () => {
    const knownIllustration = vi.fn(() => okAsync<boolean, never>(true));
    const gated = aService({ knownIllustration });
    const path = '/images/illustrations/bangle-silver-white-none-3.svg';

    await gated.render({ path, width: 32, accept: 'image/webp' });
    await gated.render({ path, width: 48, accept: 'image/webp' });
    await gated.render({ path: '/images/catalog/ring.svg', width: 32 });
    const malformed = await gated.render({ path: '/images/illustrations/bangle.svg', width: 32 });

    expect(knownIllustration.mock.calls).toEqual([[path]]);
    expect(malformed._unsafeUnwrapErr().code).toBe('IMAGE_NOT_FOUND');
  });

  it('refuses a render with IMAGE_BUSY, without rendering it, while every slot is taken and the queue is full', async () => {
    const busy = aService({ concurrency: 1, queueLimit: 0 });
    const cached = { path: '/images/catalog/ring.svg', width: 16, accept: 'image/webp' };
    expect((await busy.render(cached)).isOk()).toBe(true);
    const large = busy.render({ path: '/images/catalog/ring.svg', width: 1200, accept: 'image/avif' });
    await vi.waitFor(() => expect(busy.load).toEqual({ running: 1, waiting: 0, waitingWeight: 0 }), { timeout: 10_000, interval: 5 });

    const refused = await busy.render({ path: '/images/catalog/photo.png', width: 16, accept: 'image/webp' });

    expect(refused._unsafeUnwrapErr()).toMatchObject({ code: 'IMAGE_BUSY', params: { retryAfter: expect.any(Number) } });
    // A variant already rendered is served from the cache whatever the load.
    expect((await busy.render(cached)).isOk()).toBe(true);
    expect((await large).isOk()).toBe(true);
    expect(await readdir(cacheDirectory())).toHaveLength(2);
  });
});
