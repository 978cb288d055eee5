#!/usr/bin/env node
// Image benchmark: a burst of cold renders at the largest width against the built server, and
// what it does to the process's memory and to the pages rendered meanwhile (decision 0916).
// Numbers are printed, never asserted.
//
//   npm run pnpm -- exec turbo run build --filter=@storefront/server...
//   node scripts/bench/images.mjs [--images=50] [--width=3840] [--concurrency=N] [--queue=N] [--baseline=30]
//
// It builds nothing. It starts the built server (packages/server/dist/main.js) on a throwaway data
// folder and a free loopback port, waits for /readyz while the demo catalogue is seeded, then:
//   1. renders the ar-sa listing and product pages `--baseline` times each, one after another, idle;
//   2. asks for `--images` distinct catalogue illustrations at `--width` in AVIF, all at once
//      (none is in the image cache yet), while the same pages are rendered one after another until
//      the last image answers; the server's resident memory is sampled every 50 ms meanwhile;
//   3. prints the page render p50/p95 idle and under the burst, the image answers by status, the
//      server's resident memory before and at its peak during the burst.
// `--concurrency` and `--queue` set IMAGE_RENDER_CONCURRENCY and IMAGE_RENDER_QUEUE for the server
// (its defaults otherwise); the server runs with MALLOC_ARENA_MAX=1 as `npm start` runs it, unless
// the environment sets another value (an empty one leaves glibc's default). The server is stopped and the folder removed at the end, on errors and on Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../lib/free-port.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatTable, percentile } from './lib/measure.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverMain = `${root}packages/server/dist/main.js`;
const START_TIMEOUT_MS = 300_000;
/** The listings the illustrations are gathered from (English paths of the demo catalogue). */
const LISTINGS = ['/rings', '/necklaces', '/earrings', '/bracelets', '/pendants', '/bangles', '/charms', '/anklets'];

const { values: options } = parseArgs({
  options: {
    images: { type: 'string', default: '50' },
    width: { type: 'string', default: '3840' },
    concurrency: { type: 'string' },
    queue: { type: 'string' },
    baseline: { type: 'string', default: '30' },
  },
});
const images = Number(options.images);
const width = Number(options.width);
const baseline = Number(options.baseline);

const progress = (line) => process.stderr.write(`${line}\n`);

function problems() {
  const found = [];
  if (!Number.isInteger(images) || images < 1) found.push('--images must be a whole number of at least 1.');
  if (!Number.isInteger(width) || width < 1) found.push('--width must be a whole number (one of the image widths, 3840 for the largest).');
  if (!Number.isInteger(baseline) || baseline < 1) found.push('--baseline must be a whole number of at least 1.');
  if (!existsSync(serverMain) || !existsSync(`${root}packages/web/build/server/index.js`)) {
    found.push('The storefront is not built. Run `npm run pnpm -- exec turbo run build --filter=@storefront/server...` first; this benchmark builds nothing.');
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// The server, and cleaning up after it.

let dataDir;
let server;
let cleaned = false;

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

function installHandlers() {
  process.on('exit', () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      progress(`\n${signal}: stopping the server and removing ${dataDir}`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}


async function startServer() {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-images-'));
  progress(`Starting the storefront on 127.0.0.1:${port} with a throwaway data folder ${dataDir}`);
  server = spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // As `npm start` runs the server (decision 0916); set MALLOC_ARENA_MAX to compare another value.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1',
      ...(options.concurrency === undefined ? {} : { IMAGE_RENDER_CONCURRENCY: options.concurrency }),
      ...(options.queue === undefined ? {} : { IMAGE_RENDER_QUEUE: options.queue }),
    },
  });
  createInterface({ input: server.stderr }).on('line', (line) => progress(`  server: ${line}`));
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  for (;;) {
    const outcome = await Promise.race([
      fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.status,
        () => 0,
      ),
      exited,
    ]);
    if (typeof outcome === 'object') throw new Error(`The server exited before it was ready (code ${outcome.code}, signal ${outcome.signal}).`);
    if (outcome === 200) break;
    if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`The server was not ready within ${START_TIMEOUT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  progress(`Ready after ${((performance.now() - started) / 1000).toFixed(1)} s (server process ${server.pid})`);
  return origin;
}

// ---------------------------------------------------------------------------------------------
// Memory of the server process.

/** A field of /proc/PID/status in megabytes (VmRSS, VmHWM), or undefined off Linux. */
function statusMb(field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the peak (VmHWM) again from the current resident size; false when the kernel refuses. */
function resetPeak() {
  try {
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Pages and images.

async function getPage(origin, path) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
}

async function timePage(origin, path) {
  const start = performance.now();
  await getPage(origin, path);
  return performance.now() - start;
}

/** The ar-sa listing and product pages, the product under its canonical address. */
async function pagesOf(origin) {
  const listing = `/ar-sa/${encodeURIComponent('خواتم')}`;
  const response = await fetch(`${origin}/ar-sa/p/product?product_sku=LZ-RG-1001`, { redirect: 'manual' });
  const html = await response.text();
  const canonical = /<link\b[^>]*rel="canonical"[^>]*href="([^"]+)"/i.exec(html)?.[1];
  const product = canonical ? (({ pathname, search }) => `${pathname}${search}`)(new URL(canonical.replaceAll('&amp;', '&'))) : '/ar-sa/p/product?product_sku=LZ-RG-1001';
  return [listing, product];
}

/** Distinct illustrations the catalogue's products show, from the listings' tiles. */
async function illustrationsOf(origin, wanted) {
  const found = new Set();
  for (const path of LISTINGS) {
    for (let page = 1; page <= 3 && found.size < wanted; page += 1) {
      const response = await fetch(`${origin}/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ region: 'sa', language: 'en', path, query: page === 1 ? '' : `page=${page}` }),
      });
      const text = await response.text();
      const before = found.size;
      for (const match of text.matchAll(/\/images\/illustrations\/[a-z0-9-]+\.svg/g)) if (found.size < wanted) found.add(match[0]);
      if (found.size === before) break;
    }
  }
  if (found.size < wanted) throw new Error(`Only ${found.size} distinct illustrations found on the listings, ${wanted} wanted.`);
  return [...found];
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) };
}

async function main() {
  const origin = await startServer();
  const pages = await pagesOf(origin);
  const paths = await illustrationsOf(origin, images);
  progress(`Pages: ${pages.map(decodeURI).join(', ')}; ${paths.length} illustrations at ${width} px`);

  progress(`Idle: each page ${baseline} times`);
  for (const path of pages) await getPage(origin, path);
  const idle = [];
  for (let i = 0; i < baseline; i += 1) for (const path of pages) idle.push(await timePage(origin, path));

  const peakReset = resetPeak();
  const rssBefore = statusMb('VmRSS');
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => {
    const rss = statusMb('VmRSS');
    if (rss !== undefined) rssPeak = Math.max(rssPeak, rss);
  }, 50);

  progress(`Burst: ${paths.length} cold renders at ${width} px in AVIF at once, pages rendered meanwhile`);
  const counts = new Map();
  let done = 0;
  const started = performance.now();
  const burst = Promise.all(
    paths.map(async (path) => {
      const requestStart = performance.now();
      let status;
      try {
        const response = await fetch(`${origin}/img?src=${encodeURIComponent(path)}&w=${width}&q=75`, { headers: { accept: 'image/avif,image/webp,*/*' } });
        await response.arrayBuffer();
        status = String(response.status);
      } catch (error) {
        status = `failed (${error instanceof Error ? error.message : String(error)})`;
      }
      counts.set(status, (counts.get(status) ?? 0) + 1);
      done += 1;
      progress(
        `  image ${String(done).padStart(String(paths.length).length)}/${paths.length}: ${status} after ${((performance.now() - requestStart) / 1000).toFixed(1)} s` +
          ` (RSS now ${statusMb('VmRSS')?.toFixed(0) ?? 'n/a'} MB)`,
      );
    }),
  );
  let finished = false;
  void burst.finally(() => {
    finished = true;
  });
  const loaded = [];
  while (!finished) for (const path of pages) loaded.push(await timePage(origin, path));
  await burst;
  const burstSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const hwm = statusMb('VmHWM');
  const rssAfter = statusMb('VmRSS');

  const mb = (value) => (value === undefined ? 'n/a' : value.toFixed(0));
  const ms = (value) => (value === undefined ? 'n/a' : value.toFixed(1));
  const [quiet, busy] = [summary(idle), summary(loaded)];
  console.log(`\nImage burst: ${paths.length} distinct illustrations at ${width} px (AVIF), all at once; ${burstSeconds.toFixed(1)} s until the last answer`);
  console.log(
    `Server settings: IMAGE_RENDER_CONCURRENCY=${options.concurrency ?? '(default)'} IMAGE_RENDER_QUEUE=${options.queue ?? '(default)'} MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '1'}\n`,
  );
  console.log(formatTable(['Image answers', 'Count'], [...counts.entries()].sort().map(([status, count]) => [status, count])));
  console.log('');
  console.log(
    formatTable(
      ['Page renders (ar-sa listing and product)', 'Count', 'p50 ms', 'p95 ms', 'max ms'],
      [
        ['idle', quiet.count, ms(quiet.p50), ms(quiet.p95), ms(quiet.max)],
        ['during the burst', busy.count, ms(busy.p50), ms(busy.p95), ms(busy.max)],
      ],
    ),
  );
  console.log('');
  console.log(
    formatTable(
      ['Server memory (resident)', 'MB'],
      [
        ['before the burst', mb(rssBefore)],
        ['peak during the burst (sampled every 50 ms)', mb(rssPeak)],
        [peakReset ? 'peak during the burst (VmHWM, reset before it)' : 'peak since start (VmHWM, seeding included)', mb(hwm)],
        ['after the burst', mb(rssAfter)],
      ],
    ),
  );
}

const found = problems();
if (found.length > 0) {
  for (const problem of found) console.error(problem);
  process.exit(1);
}
installHandlers();
try {
  await main();
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
