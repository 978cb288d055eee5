import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { A_SMALL_SVG, aTempFolder } from '../test-support/temp-folder.js';
import { SourceResolver } from './source-resolver.js';

describe('image sources', () => {
  let folder: Awaited<ReturnType<typeof aTempFolder>>;
  let resolver: SourceResolver;
  beforeEach(async () => {
    folder = await aTempFolder('sources-');
    const root = join(folder.path, 'public');
    await mkdir(join(root, 'images', 'catalog'), { recursive: true });
    await writeFile(join(root, 'images', 'catalog', 'ring.svg'), A_SMALL_SVG);
    await writeFile(join(folder.path, 'secret.svg'), A_SMALL_SVG);
    await writeFile(join(root, 'robots.txt'), 'User-agent: *');
    resolver = new SourceResolver({ staticRoot: root });
  });
  afterEach(() => folder.dispose());

  it('reads a file under the static root, with a version from its content', async () => {
    const source = (await resolver.resolve('/images/catalog/ring.svg'))._unsafeUnwrap();

    expect(source.contentType).toBe('image/svg+xml');
    expect(source.version).toMatch(/^[a-f0-9]{64}$/);
    expect((await source.read())._unsafeUnwrap().toString()).toBe(A_SMALL_SVG);
  });

  it('draws an illustration from its name', async () => {
    const source = (await resolver.resolve('/images/illustrations/ring-gold-yellow-diamond.svg'))._unsafeUnwrap();

    expect((await source.read())._unsafeUnwrap().toString()).toContain('<title>ring in yellow gold with diamond</title>');
  });

  it('does not know an illustration name of another shape', async () => {
    expect((await resolver.resolve('/images/illustrations/ring.svg'))._unsafeUnwrapErr().code).toBe('IMAGE_NOT_FOUND');
  });

  it.each([
    '/images/../../secret.svg',
    '/images/catalog/../../../secret.svg',
    '/images/./catalog/ring.svg',
    '/images//catalog/ring.svg',
    '/images/catalog/%2e%2e/ring.svg',
    '/images\\..\\secret.svg',
    '/secret.svg',
    'images/catalog/ring.svg',
    'https://example.com/images/ring.svg',
    '/images/catalog/ring.svg\u0000.png',
    '/images/.hidden.svg',
  ])('refuses the path %s', async (path) => {
    expect((await resolver.resolve(path))._unsafeUnwrapErr()).toEqual({ code: 'IMAGE_PATH_REFUSED', params: { path } });
  });

  it('refuses a symbolic link that leads out of the root', async () => {
    await symlink(join(folder.path, 'secret.svg'), join(folder.path, 'public', 'images', 'catalog', 'escape.svg'));

    expect((await resolver.resolve('/images/catalog/escape.svg'))._unsafeUnwrapErr().code).toBe('IMAGE_PATH_REFUSED');
  });

  it('refuses a file type that is not an image', async () => {
    const error = (await resolver.resolve('/images/catalog/notes.txt'))._unsafeUnwrapErr();

    expect(error.code).toBe('IMAGE_TYPE_NOT_SUPPORTED');
  });

  it('reports a missing file, or a folder, as not found', async () => {
    expect((await resolver.resolve('/images/catalog/tiara.svg'))._unsafeUnwrapErr()).toEqual({
      code: 'IMAGE_NOT_FOUND',
      params: { path: '/images/catalog/tiara.svg' },
    });
    await mkdir(join(folder.path, 'public', 'images', 'folder.png'));
    expect((await resolver.resolve('/images/folder.png'))._unsafeUnwrapErr().code).toBe('IMAGE_NOT_FOUND');
  });

  it('sees a changed file as a new version', async () => {
    const before = (await resolver.resolve('/images/catalog/ring.svg'))._unsafeUnwrap().version;
    await writeFile(join(folder.path, 'public', 'images', 'catalog', 'ring.svg'), A_SMALL_SVG.replace('#c9a24b', '#b0b0b0') + '\n');

    expect((await resolver.resolve('/images/catalog/ring.svg'))._unsafeUnwrap().version).not.toBe(before);
  });

  it('refuses a source larger than its limit as unreadable', async () => {
    const small = new SourceResolver({ staticRoot: join(folder.path, 'public'), maxSourceBytes: 10 });

    expect((await small.resolve('/images/catalog/ring.svg'))._unsafeUnwrapErr().code).toBe('IMAGE_SOURCE_UNREADABLE');
  });
});
