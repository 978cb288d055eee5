#!/usr/bin/env node
// Cart API throughput and latency: add-to-cart and get-cart through the real Fastify routes at 50
// concurrent connections, beside a plain Fastify route on the same server in the same run, on
// PGlite and on PostgreSQL (a throwaway database created and dropped). Prints figures, asserts none.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { isMain, percentile, printTable, runnableEngines } from './lib/measure.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const WEB = { 'content-type': 'application/json', 'x-storefront-client': 'web' };

async function load() {
  const engineDist = `${root}packages/adapters-postgres/dist`;
  const compositionDist = `${root}packages/composition/dist`;
  const demoDist = `${root}packages/demo-store/dist`;
  const apiDist = `${root}packages/api/dist`;
  const dists = [`${engineDist}/index.js`, `${engineDist}/testing/index.js`, `${compositionDist}/index.js`, `${demoDist}/index.js`, `${apiDist}/index.js`];
  if (!dists.every((path) => existsSync(path))) {
    throw new Error('The API is not built: run `npm run pnpm -- exec turbo run build --filter=@storefront/api...` first.');
  }
  const modules = await Promise.all(dists.map((path) => import(pathToFileURL(path).href)));
  return Object.assign({}, ...modules);
}

/** One autocannon run; latencies from every response, so p95 is exact rather than autocannon's p97.5. */
function measure(url, options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, connections: options.connections, duration: options.duration, ...options.request }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        rps: result.requests.average,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        requests: latencies.length,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

async function post(base, path, body, cookie) {
  const res = await fetch(`${base}/api/${path}`, { method: 'POST', headers: { ...WEB, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const json = await res.json();
  if (json.hasError) throw new Error(`${path} answered ${res.status} ${JSON.stringify(json.response)}`);
  return { json: json.response, cookie: res.headers.get('set-cookie')?.split(';')[0] };
}

async function benchEngine(modules, engine, options) {
  const database = await modules.createTestDatabase(engine);
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-cart-'));
  let app;
  try {
    process.stderr.write(`Seeding ${options.products} products on ${engine}…\n`);
    await modules.importCatalogue(database.handle.db, modules.demoStore({ products: options.products }));
    const products = await modules.stockedProducts(database.handle.db, 'sa', 20, 1000);
    // The bench makes hundreds of carts from one address: the cart-creation limit (decision 0910) is off here.
    const config = modules
      .loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        CART_RESTORE_SECRET: 'bench-only-restore-link-secret-0123456789',
        DATA_DIR: dataDir,
        RATE_LIMIT_CART_CREATION_PER_CLIENT: 'off',
      })
      ._unsafeUnwrap();
    const runtime = { database: database.handle, close: async () => undefined };
    app = modules.buildApi({ container: modules.createApiContainer(config, runtime) });
    // The yardstick: a route that does nothing but answer, on the same server and process.
    app.get('/bench/plain', async () => ({ ok: true }));
    const base = await app.listen({ port: options.port, host: '127.0.0.1' });

    // Carts to add to: each line holds at most 10 units and a cart 20 lines, so the adds are spread
    // over many carts and products, all made by one browser (one cart token).
    const first = await post(base, 'cart/createCart', { region: 'sa', locale: 'en-sa', lineItems: [{ productId: products[0].id, quantity: 1 }] });
    const cookie = first.cookie;
    const carts = [first.json.id];
    while (carts.length < options.carts) {
      carts.push((await post(base, 'cart/createCart', { region: 'sa', locale: 'en-sa', lineItems: [{ productId: products[0].id, quantity: 1 }] }, cookie)).json.id);
    }
    let next = 0;
    const common = { connections: options.connections, duration: options.duration };
    const rows = [];
    const row = (name, figures) =>
      rows.push([engine, name, figures.rps.toFixed(0), figures.p50.toFixed(1), figures.p95.toFixed(1), figures.requests, figures.non2xx, figures.errors]);

    row('plain Fastify route (GET)', await measure(`${base}/bench/plain`, common));
    row(
      'getCart',
      await measure(`${base}/api/cart/getCart`, {
        ...common,
        request: {
          method: 'POST',
          headers: { ...WEB, cookie },
          requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ cartId: carts[next++ % carts.length], region: 'sa' }) }) }],
        },
      }),
    );
    row(
      'addProduct',
      await measure(`${base}/api/cart/addProduct`, {
        ...common,
        request: {
          method: 'POST',
          headers: { ...WEB, cookie },
          requests: [
            {
              setupRequest: (req) => {
                const n = next++;
                const product = products[Math.floor(n / carts.length) % products.length];
                return { ...req, body: JSON.stringify({ cartId: carts[n % carts.length], region: 'sa', lineItem: { productId: product.id, quantity: 1 } }) };
              },
            },
          ],
        },
      }),
    );
    return rows;
  } finally {
    await app?.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function main(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      carts: { type: 'string', default: '400' },
      products: { type: 'string', default: '240' },
      port: { type: 'string', default: '4324' },
      engines: { type: 'string', default: 'pglite,postgres' },
    },
  });
  const options = {
    duration: Number(values.duration),
    connections: Number(values.connections),
    carts: Number(values.carts),
    products: Number(values.products),
    port: Number(values.port),
  };
  const modules = await load();
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { engines, skipped } = await runnableEngines(values.engines.split(','), modules.postgresServerAvailability, serverUrl);
  for (const line of skipped) console.log(line);
  const rows = [];
  for (const engine of engines) rows.push(...(await benchEngine(modules, engine, options)));
  console.log(`\nCart API, ${options.connections} connections, ${options.duration} s per route (latency in ms, measured by the client)\n`);
  printTable(['engine', 'route', 'req/s', 'p50', 'p95', 'requests', 'non-2xx', 'errors'], rows, 2);
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
