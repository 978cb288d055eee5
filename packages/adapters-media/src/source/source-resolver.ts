import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  imageNotFound,
  imageUnavailable,
  pathRefused,
  sourceUnreadable,
  typeNotSupported,
  type ImageError,
} from '../errors.js';
import { productIllustration } from '../illustration/illustration.js';
import { parseIllustrationName } from '../illustration/illustration-name.js';

/** A resolved image: what it is, a version that changes with its content, and its bytes on demand. */
export interface ImageSource {
  readonly path: string;
  readonly contentType: string;
  /** A SHA-256 of the content: the cache key and the ETag derive from it. */
  readonly version: string;
  read(): ResultAsync<Buffer, ImageError>;
}

export interface SourceResolverOptions {
  /** The folder `/images/...` paths are read from (the web's public folder). */
  readonly staticRoot: string;
  /** Larger sources are refused; 25 MB by default. */
  readonly maxSourceBytes?: number;
}

export const SOURCE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};
const SUPPORTED = Object.keys(SOURCE_TYPES);

export const ILLUSTRATIONS_PREFIX = '/images/illustrations/';

/** Under /images/, plain file-name characters, no empty, `.` or `..` segment, at most 512 characters. */
const SAFE_PATH = /^\/images(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** A path the generator draws: under the illustrations folder, a well-formed name, `.svg`. */
export function isIllustrationPath(path: string): boolean {
  if (path.length > 512 || !SAFE_PATH.test(path) || !path.startsWith(ILLUSTRATIONS_PREFIX) || !path.endsWith('.svg')) return false;
  return parseIllustrationName(path.slice(ILLUSTRATIONS_PREFIX.length, -'.svg'.length)) !== undefined;
}

const sha256 = (content: string | Buffer): string => createHash('sha256').update(content).digest('hex');

const within = (root: string, candidate: string): boolean => {
  const rel = relative(root, candidate);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
};

/**
 * Turns an image path into its source: `/images/illustrations/{type}-{metal}-{colour}-{stone}.svg`
 * is drawn on the fly; any other `/images/...` path is a file under the static root. Traversal
 * (`..`, encoded separators, symbolic links leading out of the root) is refused.
 */
export class SourceResolver {
  private readonly root: string;
  private readonly maxSourceBytes: number;
  /** Content hashes by file, valid while size and modification time stay the same. */
  private readonly versions = new Map<string, { size: number; mtimeMs: number; version: string }>();

  constructor(options: SourceResolverOptions) {
    this.root = resolve(options.staticRoot);
    this.maxSourceBytes = options.maxSourceBytes ?? 25 * 1024 * 1024;
  }

  resolve(path: string): ResultAsync<ImageSource, ImageError> {
    if (path.length > 512 || !SAFE_PATH.test(path)) return errAsync(pathRefused(path));
    const extension = extname(path).toLowerCase();
    const contentType = SOURCE_TYPES[extension];
    if (contentType === undefined) return errAsync(typeNotSupported(path, SUPPORTED));
    if (path.startsWith(ILLUSTRATIONS_PREFIX)) return this.illustration(path);
    return this.file(path, contentType);
  }

  private illustration(path: string): ResultAsync<ImageSource, ImageError> {
    const name = path.slice(ILLUSTRATIONS_PREFIX.length, -'.svg'.length);
    const request = path.endsWith('.svg') ? parseIllustrationName(name) : undefined;
    if (!request) return errAsync(imageNotFound(path));
    const body = Buffer.from(productIllustration(request));
    return okAsync({ path, contentType: 'image/svg+xml', version: sha256(body), read: () => okAsync(body) });
  }

  private file(path: string, contentType: string): ResultAsync<ImageSource, ImageError> {
    const candidate = resolve(this.root, `.${path}`);
    if (!within(this.root, candidate)) return errAsync(pathRefused(path));
    return ResultAsync.fromPromise(this.locate(path, candidate), (cause) => classify(path, cause)).andThen((located) =>
      located.size > this.maxSourceBytes
        ? errAsync(sourceUnreadable(path))
        : this.versionOf(path, located).map((version) => ({
            path,
            contentType,
            version,
            read: () => ResultAsync.fromPromise(readFile(located.real), (cause) => classify(path, cause)),
          })),
    );
  }

  /** The real file behind a path, after symbolic links, and only if it is inside the root. */
  private async locate(path: string, candidate: string): Promise<{ real: string; size: number; mtimeMs: number }> {
    const [realRoot, real] = await Promise.all([realpath(this.root), realpath(candidate)]);
    if (!within(realRoot, real)) throw new OutsideRoot(path);
    const info = await stat(real);
    if (!info.isFile()) throw Object.assign(new Error(`${path} is not a file`), { code: 'ENOENT' });
    return { real, size: info.size, mtimeMs: info.mtimeMs };
  }

  private versionOf(
    path: string,
    located: { real: string; size: number; mtimeMs: number },
  ): ResultAsync<string, ImageError> {
    const known = this.versions.get(located.real);
    if (known && known.size === located.size && known.mtimeMs === located.mtimeMs) return okAsync(known.version);
    return ResultAsync.fromPromise(readFile(located.real), (cause) => classify(path, cause)).map((bytes) => {
      const version = sha256(bytes);
      this.versions.set(located.real, { size: located.size, mtimeMs: located.mtimeMs, version });
      return version;
    });
  }
}

class OutsideRoot extends Error {}

function classify(path: string, cause: unknown): ImageError {
  if (cause instanceof OutsideRoot) return pathRefused(path);
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return imageNotFound(path);
  return imageUnavailable(path);
}
