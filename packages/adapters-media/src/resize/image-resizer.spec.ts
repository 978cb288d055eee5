import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { A_SMALL_SVG, aPng } from '../test-support/temp-folder.js';
import { boundSharp, ImageResizer } from './image-resizer.js';

const svg = Buffer.from(A_SMALL_SVG);

describe('image resizer', () => {
  const resizer = new ImageResizer();

  it('renders an SVG to the requested width as AVIF', async () => {
    const body = (await resizer.resize(svg, { width: 640, format: 'avif', quality: 75 }))._unsafeUnwrap();

    expect(await sharp(body).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 640, height: 640 });
  });

  it('renders an SVG to the requested width as WebP', async () => {
    const body = (await resizer.resize(svg, { width: 384, format: 'webp', quality: 75 }))._unsafeUnwrap();

    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 384, height: 384 });
  });

  it('renders PNG for clients that take neither', async () => {
    const body = (await resizer.resize(svg, { width: 16, format: 'png', quality: 75 }))._unsafeUnwrap();

    expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 16 });
  });

  it('scales a raster down, keeping its proportions', async () => {
    const body = (await resizer.resize(await aPng(1600, 800), { width: 640, format: 'webp', quality: 75 }))._unsafeUnwrap();

    expect(await sharp(body).metadata()).toMatchObject({ width: 640, height: 320 });
  });

  it('never enlarges a raster narrower than the width asked for', async () => {
    const body = (await resizer.resize(await aPng(200, 100), { width: 1080, format: 'webp', quality: 75 }))._unsafeUnwrap();

    expect(await sharp(body).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it.each([500, 0, -16, 641, 4096, 1.5])('refuses width %s with the list of allowed widths', async (width) => {
    const error = (await resizer.resize(svg, { width, format: 'webp', quality: 75 }))._unsafeUnwrapErr();

    expect(error.code).toBe('IMAGE_WIDTH_NOT_ALLOWED');
    expect(error.params).toEqual({ width, allowed: [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] });
  });

  it('refuses a quality outside its list, and accepts one configured', async () => {
    expect((await resizer.resize(svg, { width: 16, format: 'webp', quality: 90 }))._unsafeUnwrapErr()).toEqual({
      code: 'IMAGE_QUALITY_NOT_ALLOWED',
      params: { quality: 90, allowed: [75] },
    });
    const configured = new ImageResizer({ qualities: [50, 90] });
    expect((await configured.resize(svg, { width: 16, format: 'webp', quality: 90 })).isOk()).toBe(true);
  });

  it('reports a source it cannot decode as unreadable, without throwing', async () => {
    const error = (await resizer.resize(Buffer.from('not an image'), { width: 16, format: 'webp', quality: 75 }, '/images/x.png'))._unsafeUnwrapErr();

    expect(error).toEqual({ code: 'IMAGE_SOURCE_UNREADABLE', params: { path: '/images/x.png' } });
  });

  it('refuses a source larger than its pixel limit instead of decoding it', async () => {
    const bounded = new ImageResizer({ maxInputPixels: 400 * 400 });

    expect((await bounded.resize(await aPng(500, 500), { width: 64, format: 'png', quality: 75 }, '/images/big.png'))._unsafeUnwrapErr()).toEqual({
      code: 'IMAGE_SOURCE_UNREADABLE',
      params: { path: '/images/big.png' },
    });
    expect((await bounded.resize(await aPng(400, 400), { width: 64, format: 'png', quality: 75 })).isOk()).toBe(true);
  });

  it('counts an SVG at the density of its render against the pixel limit', async () => {
    const bounded = new ImageResizer({ maxInputPixels: 700 * 700 });

    expect((await bounded.resize(svg, { width: 640, format: 'png', quality: 75 })).isOk()).toBe(true);
    expect((await bounded.resize(svg, { width: 750, format: 'png', quality: 75 }))._unsafeUnwrapErr().code).toBe('IMAGE_SOURCE_UNREADABLE');
  });

  it('keeps no libvips operation cache and gives each render the threads it is told', () => {
    boundSharp(1);

    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
    expect(sharp.concurrency()).toBe(1);
  });
});
