import { errAsync, ResultAsync } from 'neverthrow';
import { cacheKey, DiskCache } from '../cache/disk-cache.js';
import { imageBusy, imageNotFound, type ImageError } from '../errors.js';
import { DEFAULT_IMAGE_QUALITY } from '../image-widths.js';
import { CONTENT_TYPES, negotiateFormat } from '../resize/image-format.js';
import { boundSharp, ImageResizer } from '../resize/image-resizer.js';
import { isIllustrationPath, SourceResolver } from '../source/source-resolver.js';
import { RenderQueue, type RenderLoad } from './render-queue.js';

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
  /**
   * Whether the catalogue shows a generated illustration: only those are drawn and rendered, so the
   * variants are the catalogue's pictures times the widths and formats, not every name and seed.
   */
  readonly knownIllustration: (path: string) => ResultAsync<boolean, ImageError>;
  /** Renders that may run at once, each on one libvips thread; 1 by default. */
  readonly concurrency?: number;
  /** Renders that may wait for a slot; past it a render is refused with `IMAGE_BUSY`. 8 by default. */
  readonly queueLimit?: number;
  /** The largest source a render decodes, in pixels; `MAX_INPUT_PIXELS` by default. */
  readonly maxInputPixels?: number;
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

/** How many illustration paths the memo holds before it starts again (some 5 MB of paths at most). */
const KNOWN_ILLUSTRATIONS_MEMO = 50_000;

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
  private readonly knownIllustration: (path: string) => ResultAsync<boolean, ImageError>;
  /** Illustrations the catalogue was found to show; a bounded memo, so a page of tiles asks once. */
  private readonly known = new Set<string>();

  constructor(options: ImageServiceOptions) {
    this.sources = new SourceResolver({ staticRoot: options.staticRoot });
    this.resizer = new ImageResizer({
      ...(options.widths ? { widths: options.widths } : {}),
      ...(options.qualities ? { qualities: options.qualities } : {}),
      ...(options.maxInputPixels ? { maxInputPixels: options.maxInputPixels } : {}),
    });
    this.knownIllustration = options.knownIllustration;
    this.cache = new DiskCache({
      directory: options.cacheDirectory,
      maxBytes: options.cacheMaxBytes,
      ...(options.onCacheError ? { onError: options.onCacheError } : {}),
    });
    this.queue = new RenderQueue({ concurrency: options.concurrency ?? 1, queueLimit: options.queueLimit ?? 8 });
    boundSharp(1);
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

  /** The renders running and waiting now. */
  get load(): RenderLoad {
    return this.queue.load;
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
    return this.resolve(request.path).andThen((source) => {
      const key = cacheKey(RENDERER_VERSION, source.version, request.width, format, quality);
      const produce = () =>
        source.read().andThen((bytes) => {
          const rendered = this.queue.run(() => this.resizer.resize(bytes, { width: request.width, format, quality }, source.path), this.weightOf(request.width));
          return rendered === undefined ? errAsync<Buffer, ImageError>(imageBusy(this.queue.retryAfterSeconds())) : new ResultAsync(rendered);
        });
      return this.cache
        .getOrCreate(key, format, produce)
        .map(({ body }) => ({ body, contentType: CONTENT_TYPES[format], etag: etagOf(key) }));
    });
  }

  /** A render's share of the work of one at the largest width: the ratio of their pixels. */
  private weightOf(width: number): number {
    const largest = this.resizer.widths[this.resizer.widths.length - 1] ?? width;
    return Math.min(1, (width / largest) ** 2);
  }

  /** The source itself, unresized: the raw SVG of an illustration, for instance. */
  original(path: string): ResultAsync<ServedImage, ImageError> {
    return this.resolve(path).andThen((source) =>
      source.read().map((body) => ({ body, contentType: source.contentType, etag: etagOf(source.version) })),
    );
  }

  /** A static file as the resolver finds it; an illustration only when the catalogue shows it. */
  private resolve(path: string) {
    // Anything but a well-formed illustration name is the resolver's to serve or refuse.
    if (!isIllustrationPath(path) || this.known.has(path)) return this.sources.resolve(path);
    return this.knownIllustration(path).andThen((shown) => {
      if (!shown) return errAsync(imageNotFound(path));
      if (this.known.size >= KNOWN_ILLUSTRATIONS_MEMO) this.known.clear();
      this.known.add(path);
      return this.sources.resolve(path);
    });
  }
}
