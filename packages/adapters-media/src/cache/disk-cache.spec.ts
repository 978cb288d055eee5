import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTempFolder } from '../test-support/temp-folder.js';
import { cacheKey, DiskCache } from './disk-cache.js';

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);
const key = (name: string) => cacheKey(name);

describe('disk cache', () => {
  let folder: Awaited<ReturnType<typeof aTempFolder>>;
  beforeEach(async () => {
    folder = await aTempFolder('disk-cache-');
  });
  afterEach(() => folder.dispose());

  const aCache = (maxBytes = 1000) => new DiskCache({ directory: join(folder.path, 'cache'), maxBytes });

  it('produces on a miss, stores, and answers the next request from the disk', async () => {
    const cache = aCache();
    let produced = 0;
    const produce = () => {
      produced += 1;
      return okAsync(bytes(10));
    };

    const first = (await cache.getOrCreate(key('a'), 'webp', produce))._unsafeUnwrap();
    const second = (await cache.getOrCreate(key('a'), 'webp', produce))._unsafeUnwrap();

    expect(first.cached).toBe(false);
    expect(second).toEqual({ body: bytes(10), cached: true });
    expect(produced).toBe(1);
    expect(await readdir(join(folder.path, 'cache'))).toEqual([`${key('a')}.webp`]);
  });

  it('renders once when two requests for the same variant arrive together', async () => {
    const cache = aCache();
    let produced = 0;
    const produce = () => {
      produced += 1;
      return ResultAsync.fromSafePromise(new Promise<Buffer>((done) => setTimeout(() => done(bytes(10)), 30)));
    };

    const results = await Promise.all([1, 2, 3, 4].map(() => cache.getOrCreate(key('same'), 'avif', produce)));

    expect(produced).toBe(1);
    expect(results.every((result) => result.isOk() && result.value.body.equals(bytes(10)))).toBe(true);
  });

  it('evicts the least recently used files once the byte limit is passed', async () => {
    const cache = aCache(300);
    await cache.getOrCreate(key('a'), 'webp', () => okAsync(bytes(100)));
    await cache.getOrCreate(key('b'), 'webp', () => okAsync(bytes(100)));
    await cache.getOrCreate(key('c'), 'webp', () => okAsync(bytes(100)));
    // Reading "a" makes "b" the least recently used.
    await cache.getOrCreate(key('a'), 'webp', () => okAsync(bytes(100)));

    await cache.getOrCreate(key('d'), 'webp', () => okAsync(bytes(100)));

    expect(cache.keys()).toEqual([key('c'), key('a'), key('d')]);
    expect(cache.size).toBe(300);
    expect((await readdir(join(folder.path, 'cache'))).sort()).toEqual([key('a'), key('c'), key('d')].map((k) => `${k}.webp`).sort());
  });

  it('serves but does not keep a body larger than the whole cache', async () => {
    const cache = aCache(50);

    const outcome = (await cache.getOrCreate(key('big'), 'png', () => okAsync(bytes(80))))._unsafeUnwrap();

    expect(outcome.body.length).toBe(80);
    expect(cache.keys()).toEqual([]);
  });

  it('keeps nothing when the producer fails, and hands its error back', async () => {
    const cache = aCache();

    const error = (await cache.getOrCreate(key('bad'), 'webp', () => errAsync({ code: 'NOPE' as const })))._unsafeUnwrapErr();

    expect(error).toEqual({ code: 'NOPE' });
    expect(cache.keys()).toEqual([]);
  });

  it('rebuilds its index from the folder after a restart, oldest use first, and enforces a lowered limit', async () => {
    const before = aCache();
    for (const name of ['a', 'b', 'c']) await before.getOrCreate(key(name), 'webp', () => okAsync(bytes(100)));
    const directory = join(folder.path, 'cache');
    const when = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
    await utimes(join(directory, `${key('a')}.webp`), when(3), when(3));
    await utimes(join(directory, `${key('b')}.webp`), when(1), when(1));
    await utimes(join(directory, `${key('c')}.webp`), when(2), when(2));
    await writeFile(join(directory, `${key('d')}.webp.123-1.tmp`), bytes(5));
    await writeFile(join(directory, 'notes.txt'), 'not ours');

    const after = aCache(200);
    let produced = 0;
    const hit = (await after.getOrCreate(key('a'), 'webp', () => {
      produced += 1;
      return okAsync(bytes(1));
    }))._unsafeUnwrap();

    expect(hit).toEqual({ body: bytes(100), cached: true });
    expect(produced).toBe(0);
    expect(after.keys()).toEqual([key('c'), key('a')]);
    expect((await readdir(directory)).sort()).toEqual([`${key('a')}.webp`, `${key('c')}.webp`, 'notes.txt'].sort());
  });

  it('refreshes a file’s time on a hit, so recency survives a restart', async () => {
    const cache = aCache();
    await cache.getOrCreate(key('a'), 'webp', () => okAsync(bytes(10)));
    const file = join(folder.path, 'cache', `${key('a')}.webp`);
    const old = new Date(Date.UTC(2020, 0, 1));
    await utimes(file, old, old);

    await cache.getOrCreate(key('a'), 'webp', () => okAsync(bytes(10)));
    await new Promise((done) => setTimeout(done, 20));

    expect((await stat(file)).mtimeMs).toBeGreaterThan(old.getTime());
  });

  it('produces again when a cached file has disappeared', async () => {
    const cache = aCache();
    await cache.getOrCreate(key('a'), 'webp', () => okAsync(bytes(10)));
    const { rm } = await import('node:fs/promises');
    await rm(join(folder.path, 'cache', `${key('a')}.webp`));

    const outcome = (await cache.getOrCreate(key('a'), 'webp', () => okAsync(bytes(12))))._unsafeUnwrap();

    expect(outcome).toEqual({ body: bytes(12), cached: false });
    expect(cache.size).toBe(12);
  });

  it('still answers when its folder cannot be created, and says why', async () => {
    const blocker = join(folder.path, 'file');
    await writeFile(blocker, 'x');
    const problems: string[] = [];
    const cache = new DiskCache({ directory: join(blocker, 'cache'), maxBytes: 1000, onError: (operation) => problems.push(operation) });

    const outcome = (await cache.getOrCreate(key('a'), 'webp', () => okAsync(bytes(3))))._unsafeUnwrap();

    expect(outcome).toEqual({ body: bytes(3), cached: false });
    expect(problems).toEqual(['open']);
  });
});
