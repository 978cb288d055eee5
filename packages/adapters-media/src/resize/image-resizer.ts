import { errAsync, ResultAsync } from 'neverthrow';
import sharp, { type Sharp } from 'sharp';
import { qualityNotAllowed, sourceUnreadable, widthNotAllowed, type ImageError } from '../errors.js';
import { ALLOWED_IMAGE_WIDTHS, DEFAULT_IMAGE_QUALITY } from '../image-widths.js';
import type { OutputFormat } from './image-format.js';

export interface ResizeRequest {
  readonly width: number;
  readonly format: OutputFormat;
  readonly quality: number;
}

export interface ImageResizerOptions {
  /** The widths it renders; the spec's list by default. */
  readonly widths?: readonly number[];
  /** The qualities it encodes at; the spec's 75 only by default. */
  readonly qualities?: readonly number[];
  /** A source larger than this many pixels (as decoded, an SVG at its render density) is refused; `MAX_INPUT_PIXELS` by default. */
  readonly maxInputPixels?: number;
}

/**
 * Twice a 3840-wide square (about 29.5 million pixels, some 118 MB decoded): room for the widest
 * render of a tall drawing or a 6000 × 4000 photograph, and a bound on what one render may decode.
 */
export const MAX_INPUT_PIXELS = 2 * 3840 * 3840;

/**
 * Bounds what sharp (libvips) holds across renders: no operation cache (every render is a new
 * variant, and the disk cache keeps the results) and `threads` worker threads per render, so that
 * N renders at once use at most N cores. The settings are process-wide.
 */
export function boundSharp(threads: number): void {
  sharp.cache(false);
  sharp.concurrency(threads);
}

/** Rasterising an SVG at more than this many dots per inch is refused by libvips. */
const MAX_DENSITY = 100_000;

/**
 * Resizes an SVG or a raster image to one of the allowed widths and encodes it as AVIF, WebP or
 * PNG. Widths and qualities outside the lists come back as errors before any work is done; a
 * source that cannot be decoded comes back as `IMAGE_SOURCE_UNREADABLE`. Nothing is thrown.
 */
export class ImageResizer {
  readonly widths: readonly number[];
  readonly qualities: readonly number[];
  private readonly maxInputPixels: number;

  constructor(options: ImageResizerOptions = {}) {
    this.widths = [...(options.widths ?? ALLOWED_IMAGE_WIDTHS)].sort((a, b) => a - b);
    this.qualities = options.qualities ?? [DEFAULT_IMAGE_QUALITY];
    this.maxInputPixels = options.maxInputPixels ?? MAX_INPUT_PIXELS;
  }

  /** The request's problem, if it has one: a width or quality outside the lists. */
  check(request: Pick<ResizeRequest, 'width' | 'quality'>): ImageError | undefined {
    if (!this.widths.includes(request.width)) return widthNotAllowed(request.width, this.widths);
    if (!this.qualities.includes(request.quality)) return qualityNotAllowed(request.quality, this.qualities);
    return undefined;
  }

  /** `path` only names the source in an error. */
  resize(source: Buffer, request: ResizeRequest, path = '(buffer)'): ResultAsync<Buffer, ImageError> {
    const problem = this.check(request);
    if (problem) return errAsync(problem);
    return ResultAsync.fromPromise(render(source, request, this.maxInputPixels), () => sourceUnreadable(path));
  }
}

async function render(source: Buffer, { width, format, quality }: ResizeRequest, limitInputPixels: number): Promise<Buffer> {
  const probe = await sharp(source, { limitInputPixels }).metadata();
  let pipeline: Sharp;
  if (probe.format === 'svg') {
    // Rasterise the vector at the density that gives the target width, never upscale pixels.
    const intrinsic = probe.width > 0 ? probe.width : width;
    const density = Math.min(MAX_DENSITY, Math.max(1, (72 * width) / intrinsic));
    pipeline = sharp(source, { density, limitInputPixels }).resize({ width });
  } else {
    // A raster narrower than the request keeps its own width: enlarging adds bytes, not detail.
    pipeline = sharp(source, { limitInputPixels }).rotate().resize({ width, withoutEnlargement: true });
  }
  switch (format) {
    case 'avif':
      // Effort 2 encodes a 1920-wide image about six times faster than the default 4 for ~10 % more bytes.
      return pipeline.avif({ quality, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
  }
}
