#!/usr/bin/env node
// Sign-in latency through the real API (`POST /api/auth/secure-login`), one request at a time, on
// PGlite and on PostgreSQL (a throwaway database, created and dropped): a demo customer signing in
// (session issued, guest wish list joined, account read), a wrong password and an unknown email
// (which must cost the same: decision 1012). The scrypt check dominates, so the table prints the
// hash parameters beside p50/p95, and the time of one bare scrypt check for comparison. Figures
// are printed, never asserted; progress goes to stderr.
//
//   npm run pnpm -- exec turbo run build --filter=@storefront/api...
//   node scripts/bench/sign-in.mjs [--iterations=100] [--warm-up=10] [--engines=pglite,postgres]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isMain, latency, printTable, runnableEngines } from './lib/measure.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const WEB = { 'content-type': 'application/json', 'x-storefront-client': 'web' };

async function load() {
  const dists = ['adapters-postgres/dist/index.js', 'adapters-postgres/dist/testing/index.js', 'composition/dist/index.js', 'demo-store/dist/index.js', 'api/dist/index.js'].map(
    (path) => `${root}packages/${path}`,
  );
  if (!dists.every((path) => existsSync(path))) {
    throw new Error('The API is not built: run `npm run pnpm -- exec turbo run build --filter=@storefront/api...` first.');
  }
  const modules = await Promise.all(dists.map((path) => import(pathToFileURL(path).href)));
  return Object.assign({}, ...modules);
}

async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/auth/secure-login`, { method: 'POST', headers: WEB, body: JSON.stringify({ region: 'sa', email, password }) });
  await res.arrayBuffer();
  return res.status;
}

/** Times `run`, checking every answer has the expected status (a benchmark of failures would lie). */
async function timed(label, expected, run, options) {
  process.stderr.write(`  ${label}: ${options.warmUp} warm-up, ${options.iterations} measured…\n`);
  return latency(async () => {
    const status = await run();
    if (status !== expected) throw new Error(`${label} answered ${status}, not ${expected}`);
  }, options);
}

async function benchEngine(modules, engine, options) {
  const database = await modules.createTestDatabase(engine);
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-sign-in-'));
  let app;
  try {
    process.stderr.write(`▶ ${engine}: seeding the demo store (${options.products} products, the demo accounts)…\n`);
    await modules.importCatalogue(database.handle.db, modules.demoStore({ products: options.products }), { searchIndex: false });
    // One client signs in hundreds of times: the sign-in limits (decision 0910) are off here.
    const config = modules
      .loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        CART_RESTORE_SECRET: 'bench-only-restore-link-secret-0123456789',
        DATA_DIR: dataDir,
        RATE_LIMIT_SIGN_IN_PER_CLIENT: 'off',
        RATE_LIMIT_SIGN_IN_PER_EMAIL: 'off',
      })
      ._unsafeUnwrap();
    app = modules.buildApi({ container: modules.createApiContainer(config, { database: database.handle, close: async () => undefined }) });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const [demo] = modules.DEMO_CUSTOMERS.filter((customer) => customer.region === 'sa');
    const figures = [
      ['demo account signs in (200)', await timed('sign-in', 200, () => signIn(base, demo.email, demo.password), options)],
      ['wrong password (401)', await timed('wrong password', 401, () => signIn(base, demo.email, 'not the password at all'), options)],
      ['unknown email (401)', await timed('unknown email', 401, () => signIn(base, 'nobody@storefront.test', 'not the password at all'), options)],
    ];
    return figures.map(([name, result]) => [engine, name, result.p50.toFixed(1), result.p95.toFixed(1)]);
  } finally {
    await app?.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runSignInBenchmark(options) {
  const modules = await load();
  const { engines, skipped } = await runnableEngines(options.engines, modules.postgresServerAvailability, process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  for (const line of skipped) process.stderr.write(`${line}\n`);

  process.stderr.write('▶ one bare scrypt check, for comparison…\n');
  const stored = await modules.hashPassword('a bench password');
  const bare = await latency(() => modules.verifyPassword('a bench password', stored), { iterations: options.iterations, warmUp: options.warmUp });

  const rows = [];
  for (const engine of engines) rows.push(...(await benchEngine(modules, engine, options)));
  const { N, r, p } = modules.SCRYPT_PARAMETERS;
  const memoryMiB = (128 * N * r) / 2 ** 20;

  console.log(`\nSign-in through POST /api/auth/secure-login, ${options.iterations} requests each, one at a time (ms)\n`);
  console.log(`Password hash: scrypt N=${N}, r=${r}, p=${p}, 64-byte key, 16-byte salt (${memoryMiB} MiB per check; decision 0400)\n`);
  printTable(['engine', 'request', 'p50', 'p95'], [...rows, ['—', 'one bare scrypt check', bare.p50.toFixed(1), bare.p95.toFixed(1)]], 2);
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      iterations: { type: 'string', default: '100' },
      'warm-up': { type: 'string', default: '10' },
      engines: { type: 'string', default: 'pglite,postgres' },
      products: { type: 'string', default: '40' },
    },
  });
  await runSignInBenchmark({
    iterations: Number(values.iterations),
    warmUp: Number(values['warm-up']),
    engines: values.engines.split(','),
    products: Number(values.products),
  });
}
