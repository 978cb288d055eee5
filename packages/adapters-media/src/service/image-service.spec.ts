import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { A_SMALL_SVG, aPng, aTempFolder } from '../test-support/temp-folder.js';
import { ImageService } from './image-service.js';

const AVIF_AND_WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

describe('image service', () => {
  let folder: Awaited<ReturnType<typeof aTempFolder>>;
  let service: ImageService;
  const cacheDirectory = () => join(folder.path, 'image-cache');
  beforeEach(async () => {
    folder = await aTempFolder('image-service-');
    await mkdir(join(folder.path, 'public', 'images', 'catalog'), { recursive: true });
    await writeFile(join(folder.path, 'public', 'images', 'catalog', 'ring.svg'), A_SMALL_SVG);
    await writeFile(join(folder.path, 'public', 'images', 'catalog', 'photo.png'), await aPng(800, 600));
    service = new ImageService({ staticRoot: join(folder.path, 'public'), cacheDirectory: cacheDirectory(), cacheMaxBytes: 10_000_000 });
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
});
