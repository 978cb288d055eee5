#!/usr/bin/env node
// Writes .br (quality 11) and .gz (level 9) beside every text asset of the client build, so the
// server sends them as they are (`preCompressed` in server/main.ts): the smallest encoding, and no
// compression work per request. Run by `npm run build` after `react-router build`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
// The server marks the same files as varying by encoding (server/main.ts).
import TEXT_EXTENSIONS from '../server/text-asset-extensions.json' with { type: 'json' };

const TEXT = new RegExp(`\\.(${TEXT_EXTENSIONS.join('|')})$`);
/** Below this a compressed copy saves less than the header that announces it. */
const THRESHOLD = 1024;
const root = fileURLToPath(new URL('../build/client/', import.meta.url));
const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const path of files(root)) {
  if ((await stat(path)).size < THRESHOLD) continue;
  const source = await readFile(path);
  const [brotli, gzipped] = await Promise.all([
    br(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than its source is not written; the server then sends the source.
  if (brotli.length < source.length) await writeFile(`${path}.br`, brotli);
  if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
  count += 1;
  before += source.length;
  after += Math.min(brotli.length, source.length);
}
console.log(`Precompressed ${count} files in ${relative(process.cwd(), root) || '.'}: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB with brotli`);
