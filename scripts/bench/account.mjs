#!/usr/bin/env node
// Account pages: server render time for a signed-in customer. Signs in as a demo account of the
// README (one per region) through the API, as the browser does, then asks for the account pages
// with its session cookie and prints p50/p95 of the whole answer and of the server's own timing
// (Fastify's `responseTime`), beside the guest's sign-in page for comparison. Numbers are printed,
// never asserted.
//
//   npm run pnpm -- exec turbo run build --filter=@storefront/server...
//   node scripts/bench/account.mjs [--iterations=200] [--warm-up=20]
//
// It builds nothing. It starts the built server on a throwaway data folder and a free loopback
// port, and stops it and removes the folder at the end, on errors and on Ctrl-C alike.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../lib/free-port.mjs';
import { formatTable, percentile } from './lib/measure.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverMain = `${root}packages/server/dist/main.js`;
const START_TIMEOUT_MS = 180_000;
/** The demo accounts of the README: one per region, one password. */
const DEMO = { region: 'sa', email: 'demo.sa@storefront.test', password: 'Demo-Storefront-2026' };
const PAGES = [
  { name: 'overview (ar-sa)', path: '/ar-sa/account' },
  { name: 'my details (en-sa)', path: '/en-sa/account/my-details' },
  { name: 'address book (ar-sa)', path: '/ar-sa/account/address-book' },
  { name: 'newsletter (en-sa)', path: '/en-sa/account/newsletter' },
  { name: 'my orders, nothing yet (ar-sa)', path: '/ar-sa/account/my-orders' },
];

const { values } = parseArgs({ options: { iterations: { type: 'string', default: '200' }, 'warm-up': { type: 'string', default: '20' } } });
const iterations = Number(values.iterations);
const warmUp = Number(values['warm-up']);
const progress = (line) => process.stderr.write(`${line}\n`);

if (!Number.isInteger(iterations) || iterations < 1 || !Number.isInteger(warmUp) || warmUp < 0) {
  console.error('--iterations must be a whole number of at least 1 and --warm-up a whole number.');
  process.exit(2);
}
if (!existsSync(serverMain)) {
  console.error('The storefront is not built. Run `npm run pnpm -- exec turbo run build --filter=@storefront/server...` first; this benchmark builds nothing.');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-account-'));
let server;

function stop() {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => process.exit(130));

/** Fastify's own timing of each request, by address, while a page is measured. */
const serverTimes = new Map();
const pendingUrls = new Map();

function readServerLine(line) {
  if (!line.startsWith('{')) return;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return;
  }
  if (record.msg === 'incoming request' && record.req) pendingUrls.set(record.reqId, record.req.url);
  else if (record.msg === 'request completed' && typeof record.responseTime === 'number') {
    const url = pendingUrls.get(record.reqId);
    pendingUrls.delete(record.reqId);
    if (url && serverTimes.has(url)) serverTimes.get(url).push(record.responseTime);
  } else if (record.level >= 50) progress(`  server error: ${record.msg}`);
}

async function startServer() {
  const port = await freePort();
  progress(`Starting the storefront on 127.0.0.1:${port} with a throwaway data folder ${dataDir}`);
  server = spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'info' },
  });
  createInterface({ input: server.stdout }).on('line', readServerLine);
  createInterface({ input: server.stderr }).on('line', (line) => progress(`  server: ${line}`));
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited before it was ready (code ${server.exitCode}).`);
    const status = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`The server was not ready within ${START_TIMEOUT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  progress(`Ready after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return origin;
}

/** Signs in as the browser does (client header, same origin) and answers the session cookie. */
async function signIn(origin) {
  const response = await fetch(`${origin}/api/auth/secure-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-storefront-client': 'web', origin },
    body: JSON.stringify({ region: DEMO.region, email: DEMO.email, password: DEMO.password }),
  });
  if (response.status !== 200) throw new Error(`Signing in as ${DEMO.email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('storefront_session='));
  if (!cookie) throw new Error('Signing in set no storefront_session cookie.');
  return cookie.split(';')[0];
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/** One render of a page with the cookie, timed; checks that it is the customer's page, not the sign-in form. */
function renderer(origin, page, cookie, marker) {
  return async () => {
    const start = performance.now();
    const response = await fetch(`${origin}${page.path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    const body = await response.text();
    const elapsed = performance.now() - start;
    if (response.status !== 200) throw new Error(`GET ${page.path} answered ${response.status}`);
    if (!body.includes(marker)) throw new Error(`GET ${page.path} did not render ${marker}`);
    return elapsed;
  };
}

/** Times `iterations` renders of a page (after every page's warm-up). */
async function renderTimes(page, get) {
  const measured = [];
  serverTimes.set(page.path, measured);
  const client = [];
  for (let i = 0; i < iterations; i += 1) client.push(await get());
  const deadline = performance.now() + 3_000;
  while (measured.length < iterations && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  serverTimes.delete(page.path);
  return { name: page.name, client: summary(client), server: measured.length > 0 ? summary(measured) : undefined };
}

const ms = (value) => (value === undefined ? '–' : value.toFixed(1));

try {
  const origin = await startServer();
  const cookie = await signIn(origin);
  const runs = [
    ...PAGES.map((page) => ({ page, get: renderer(origin, page, cookie, 'data-testid="account-page"') })),
    // The guest's sign-in page at the same address, for comparison.
    { page: { name: 'guest sign-in (ar-sa)', path: '/ar-sa/account' }, get: renderer(origin, { path: '/ar-sa/account' }, undefined, 'data-testid="account-sign-in"') },
  ];
  // Every page warms up first, so no page is measured while the server is still warming up.
  progress(`▶ ${warmUp} unmeasured renders of each page`);
  for (let i = 0; i < warmUp; i += 1) for (const run of runs) await run.get();
  const rows = [];
  for (const run of runs) {
    progress(`▶ ${run.page.name}: ${iterations} measured renders`);
    rows.push(await renderTimes(run.page, run.get));
  }
  console.log(`\nAccount pages rendered by the server for ${DEMO.email}, ${iterations} renders each after ${warmUp} unmeasured (ms)\n`);
  console.log(
    formatTable(
      ['page', 'client p50', 'client p95', 'server p50', 'server p95'],
      rows.map((row) => [row.name, ms(row.client.p50), ms(row.client.p95), ms(row.server?.p50), ms(row.server?.p95)]),
    ),
  );
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  stop();
}
