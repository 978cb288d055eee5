import { availableParallelism } from 'node:os';
import { errAsync, ResultAsync } from 'neverthrow';
import { cacheKey, DiskCache } from '../cache/disk-cache.js';
import type { ImageError } from '../errors.js';
import { DEFAULT_IMAGE_QUALITY } from '../image-widths.js';
import { CONTENT_TYPES, negotiateFormat } from '../resize/image-format.js';
import { ImageResizer } from '../resize/image-resizer.js';
import { SourceResolver } from '../source/source-resolver.js';
import { RenderQueue } from './render-queue.js';

/** Bump when the encoding settings change, so earlier renders stop matching. */
const RENDERER_VERSION = 'r1';

export interface ImageServiceOptions {
  /** Where `/images/...` files are read from (the web's public folder). */
  readonly staticRoot: string;
  /** The folder of rendered variants; the service owns it. */
  readonly cacheDirectory: string;
  readonly cacheMaxBytes: number;
  /** Allowed widths; the spec's sixteen by default. */
  readonly widths?: readonly number[];
  /** Allowed qualities; the spec's 75 only by default. */
  readonly qualities?: readonly number[];
  /** The quality when a request names none; 75 by default. */
  readonly defaultQuality?: number;
  /** Renders that may run at once; the number of cores by default. */
  readonly concurrency?: number;
  /** Told about disk failures in the cache, which never fail a request. */
  readonly onCacheError?: (operation: string, cause: unknown) => void;
}

export interface RenderRequest {
  /** `/images/catalog/ring.svg`, `/images/illustrations/ring-gold-yellow-diamond.svg`, … */
  readonly path: string;
  readonly width: number;
  readonly quality?: number | undefined;
  /** The request's Accept header: AVIF, WebP or PNG follows from it. */
  readonly accept?: string | undefined;
}

export interface ServedImage {
  readonly body: Buffer;
  readonly contentType: string;
  /** A strong ETag, quotes included: the same source, width, format and quality give the same tag. */
  readonly etag: string;
}

const etagOf = (hash: string): string => `"${hash.slice(0, 32)}"`;

/**
 * Product images, framework-free: resolves a path to a generated illustration or a static file,
 * resizes it to an allowed width in the format the client accepts, and keeps the result in a
 * bounded disk cache. Every failure is an `ImageError` value.
 */
export class ImageService {
  private readonly sources: SourceResolver;
  private readonly resizer: ImageResizer;
  private readonly cache: DiskCache;
  private readonly queue: RenderQueue;
  private readonly defaultQuality: number;

  constructor(options: ImageServiceOptions) {
    this.sources = new SourceResolver({ staticRoot: options.staticRoot });
    this.resizer = new ImageResizer({
      ...(options.widths ? { widths: options.widths } : {}),
      ...(options.qualities ? { qualities: options.qualities } : {}),
    });
    this.cache = new DiskCache({
      directory: options.cacheDirectory,
      maxBytes: options.cacheMaxBytes,
      ...(options.onCacheError ? { onError: options.onCacheError } : {}),
    });
    this.queue = new RenderQueue(options.concurrency ?? availableParallelism());
    this.defaultQuality = options.defaultQuality ?? DEFAULT_IMAGE_QUALITY;
  }

  /** The widths this service renders, smallest first. */
  get widths(): readonly number[] {
    return this.resizer.widths;
  }

  /** The qualities this service encodes at. */
  get qualities(): readonly number[] {
    return this.resizer.qualities;
  }

  /** Reads the cache folder's index ahead of the first request (optional: the first request does it). */
  warmUp(): Promise<boolean> {
    return this.cache.open();
  }

  render(request: RenderRequest): ResultAsync<ServedImage, ImageError> {
    const quality = request.quality ?? this.defaultQuality;
    const problem = this.resizer.check({ width: request.width, quality });
    if (problem) return errAsync(problem);
    const format = negotiateFormat(request.accept);
    return this.sources.resolve(request.path).andThen((source) => {
      const key = cacheKey(RENDERER_VERSION, source.version, request.width, format, quality);
      const produce = () =>
        source.read().andThen((bytes) =>
          new ResultAsync(this.queue.run(() => this.resizer.resize(bytes, { width: request.width, format, quality }, source.path))),
        );
      return this.cache
        .getOrCreate(key, format, produce)
        .map(({ body }) => ({ body, contentType: CONTENT_TYPES[format], etag: etagOf(key) }));
    });
  }

  /** The source itself, unresized: the raw SVG of an illustration, for instance. */
  original(path: string): ResultAsync<ServedImage, ImageError> {
    return this.sources
      .resolve(path)
      .andThen((source) => source.read().map((body) => ({ body, contentType: source.contentType, etag: etagOf(source.version) })));
  }
}
