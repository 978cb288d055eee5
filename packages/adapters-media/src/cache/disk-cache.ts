import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ResultAsync, ok, type Result } from 'neverthrow';

export interface DiskCacheOptions {
  /** The folder the cache owns; created when missing. */
  readonly directory: string;
  /** The most bytes the cached files may take together; the least recently used go first. */
  readonly maxBytes: number;
  /** Told when the disk fails; the cache then answers from `produce` without storing. */
  readonly onError?: (operation: string, cause: unknown) => void;
}

/** What the cache answered with, and whether it came from the disk. */
export interface CacheOutcome {
  readonly body: Buffer;
  readonly cached: boolean;
}

interface Entry {
  readonly file: string;
  readonly size: number;
}

const KEY = /^[a-f0-9]{64}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;
const CACHED_FILE = /^([a-f0-9]{64})\.([a-z0-9]{1,8})$/;
const TEMPORARY_FILE = /\.tmp$/;

/** A cache key: the SHA-256 of its parts, so any change to one of them is another entry. */
export function cacheKey(...parts: readonly (string | number)[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/**
 * A bounded folder of rendered files. Least recently used files are deleted once the total passes
 * `maxBytes`; concurrent requests for one key produce it once; on start the index is rebuilt from
 * the folder (recency from each file's modification time, which a hit refreshes). Files are written
 * to a temporary name and renamed, so a crash never leaves half a file under a key. A disk failure
 * never fails a request: the body is produced and served uncached.
 */
export class DiskCache {
  private readonly directory: string;
  private readonly maxBytes: number;
  private readonly onError: (operation: string, cause: unknown) => void;
  /** In least-recently-used-first order: a hit moves its key to the end. */
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Result<CacheOutcome, unknown>>>();
  private totalBytes = 0;
  private opened: Promise<boolean> | undefined;
  private temporaryCount = 0;

  constructor(options: DiskCacheOptions) {
    this.directory = options.directory;
    this.maxBytes = Math.max(0, options.maxBytes);
    this.onError = options.onError ?? (() => undefined);
  }

  /** The bytes the cached files take, as the index knows them. */
  get size(): number {
    return this.totalBytes;
  }

  /** The cached keys, least recently used first. */
  keys(): readonly string[] {
    return [...this.entries.keys()];
  }

  /** Reads the folder into the index once; later calls reuse the first. False when the folder is unusable. */
  open(): Promise<boolean> {
    this.opened ??= this.rebuild();
    return this.opened;
  }

  /**
   * The body stored under `key`, or the one `produce` makes, stored before it is returned.
   * `key` is a `cacheKey`; `extension` names the file (`avif`, `webp`…).
   */
  getOrCreate<E>(key: string, extension: string, produce: () => ResultAsync<Buffer, E>): ResultAsync<CacheOutcome, E> {
    if (!KEY.test(key) || !EXTENSION.test(extension)) throw new Error(`Invalid cache key or extension: ${key}.${extension}`);
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.lookUpOrProduce(key, extension, produce).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    // Every caller of one key passes the same producer, so the error type is the caller's own.
    return new ResultAsync(pending as Promise<Result<CacheOutcome, E>>);
  }

  private async lookUpOrProduce<E>(
    key: string,
    extension: string,
    produce: () => ResultAsync<Buffer, E>,
  ): Promise<Result<CacheOutcome, E>> {
    const usable = await this.open();
    if (usable) {
      const body = await this.read(key);
      if (body) return ok({ body, cached: true });
    }
    const produced = await produce();
    if (produced.isOk() && usable) await this.store(key, extension, produced.value);
    return produced.map((body) => ({ body, cached: false }));
  }

  private async read(key: string): Promise<Buffer | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    const path = join(this.directory, entry.file);
    try {
      const body = await readFile(path);
      this.entries.set(key, entry);
      const now = new Date();
      // Recency survives a restart through the file's time; losing it costs only eviction order.
      utimes(path, now, now).catch(() => undefined);
      return body;
    } catch (cause) {
      this.totalBytes -= entry.size;
      if (!isMissing(cause)) this.onError('read', cause);
      return undefined;
    }
  }

  private async store(key: string, extension: string, body: Buffer): Promise<void> {
    if (body.length > this.maxBytes) return;
    const file = `${key}.${extension}`;
    const temporary = join(this.directory, `${file}.${process.pid}-${++this.temporaryCount}.tmp`);
    try {
      await writeFile(temporary, body);
      await rename(temporary, join(this.directory, file));
    } catch (cause) {
      this.onError('write', cause);
      await unlink(temporary).catch(() => undefined);
      return;
    }
    this.entries.set(key, { file, size: body.length });
    this.totalBytes += body.length;
    await this.evict();
  }

  private async evict(): Promise<void> {
    while (this.totalBytes > this.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) return;
      const [key, entry] = oldest.value;
      this.entries.delete(key);
      this.totalBytes -= entry.size;
      await unlink(join(this.directory, entry.file)).catch((cause: unknown) => {
        if (!isMissing(cause)) this.onError('evict', cause);
      });
    }
  }

  private async rebuild(): Promise<boolean> {
    let names: string[];
    try {
      await mkdir(this.directory, { recursive: true });
      names = await readdir(this.directory);
    } catch (cause) {
      this.onError('open', cause);
      return false;
    }
    const found: { key: string; file: string; size: number; usedAt: number }[] = [];
    for (const name of names) {
      const path = join(this.directory, name);
      if (TEMPORARY_FILE.test(name)) {
        // Left by a write a crash interrupted.
        await unlink(path).catch(() => undefined);
        continue;
      }
      const match = CACHED_FILE.exec(name);
      if (!match?.[1]) continue;
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) found.push({ key: match[1], file: name, size: info.size, usedAt: info.mtimeMs });
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    for (const { key, file, size } of found) {
      this.entries.set(key, { file, size });
      this.totalBytes += size;
    }
    // The limit may have been lowered since the files were written.
    await this.evict();
    return true;
  }
}

function isMissing(cause: unknown): boolean {
  return typeof cause === 'object' && cause !== null && (cause as { code?: unknown }).code === 'ENOENT';
}
