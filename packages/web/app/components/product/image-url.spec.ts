import { describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_WIDTHS, fallbackWidth, imageSources, imageUrl, isResizable, srcSetWidths } from './image-url';

describe('image URLs', () => {
  it('asks the resizer for one width at quality 75, with the source encoded', () => {
    expect(imageUrl('/images/catalog/ring.svg', 640)).toBe('/img?src=%2Fimages%2Fcatalog%2Fring.svg&w=640&q=75');
  });

  it('offers the spec sixteen widths and nothing else', () => {
    expect(ALLOWED_IMAGE_WIDTHS).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });

  it('gives a thumbnail only small sizes, from half to twice its width', () => {
    expect(srcSetWidths(64)).toEqual([32, 48, 64, 96, 128]);
    expect(srcSetWidths(96).every((width) => width <= 384)).toBe(true);
  });

  it('gives a main image the device widths that cover narrow and sharp screens', () => {
    expect(srcSetWidths(640)).toEqual([256, 384, 640, 750, 828, 1080, 1200, 1920]);
  });

  it('never asks for a width the resizer refuses, even for odd display widths', () => {
    for (const display of [1, 15, 100, 333, 700, 2000, 5000]) {
      for (const width of srcSetWidths(display)) expect(ALLOWED_IMAGE_WIDTHS).toContain(width);
      expect(ALLOWED_IMAGE_WIDTHS).toContain(fallbackWidth(display));
    }
    expect(srcSetWidths(5000)).toEqual([2048, 3840]);
    expect(fallbackWidth(5000)).toBe(3840);
  });

  it('uses the first allowed width that fills the box as the plain source', () => {
    expect(fallbackWidth(600)).toBe(640);
    expect(fallbackWidth(64)).toBe(64);
  });

  it('writes a srcset of resizer URLs with their widths', () => {
    const sources = imageSources('/images/catalog/ring.svg', 64);
    expect(sources.src).toBe('/img?src=%2Fimages%2Fcatalog%2Fring.svg&w=64&q=75');
    expect(sources.srcSet?.split(', ')).toEqual([
      '/img?src=%2Fimages%2Fcatalog%2Fring.svg&w=32&q=75 32w',
      '/img?src=%2Fimages%2Fcatalog%2Fring.svg&w=48&q=75 48w',
      '/img?src=%2Fimages%2Fcatalog%2Fring.svg&w=64&q=75 64w',
      '/img?src=%2Fimages%2Fcatalog%2Fring.svg&w=96&q=75 96w',
      '/img?src=%2Fimages%2Fcatalog%2Fring.svg&w=128&q=75 128w',
    ]);
  });

  it('leaves addresses the resizer does not serve as they are', () => {
    expect(isResizable('https://cdn.example.com/ring.jpg')).toBe(false);
    expect(isResizable('/images/../secret')).toBe(false);
    expect(imageSources('https://cdn.example.com/ring.jpg', 640)).toEqual({ src: 'https://cdn.example.com/ring.jpg' });
  });
});
