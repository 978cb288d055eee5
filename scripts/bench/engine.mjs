#!/usr/bin/env node
// Engine benchmark: seeding time of the demo catalogue and catalogue read latency, on PGlite
// and on a PostgreSQL server. Numbers are printed, never asserted.
//
//   npm run pnpm -- exec turbo run build
//   node scripts/bench/engine.mjs [--iterations=300] [--products=20000] [--engines=pglite,postgres]
//
// The PostgreSQL half uses TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// to create and drop a throwaway database per run; it is skipped, with a line saying so, when
// no server answers.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { latency, printTable, runnableEngines, unwrap } from './lib/measure.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}packages/adapters-postgres/dist`;
if (!existsSync(`${dist}/index.js`)) {
  console.error('The engine is not built: run `npm run pnpm -- exec turbo run build` first.');
  process.exit(1);
}
const { PostgresCatalog, progressBar, seedDemoCatalogue } = await import(pathToFileURL(`${dist}/index.js`).href);
const { createTestDatabase, postgresServerAvailability, TEST_SERVER_URL } = await import(pathToFileURL(`${dist}/testing/index.js`).href);

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '300' },
    products: { type: 'string', default: '20000' },
    engines: { type: 'string', default: 'pglite,postgres' },
  },
});
const iterations = Number(values.iterations);
const large = Number(values.products);
const engines = values.engines.split(',').map((engine) => engine.trim());
const WARM_UP = 20;

async function measure(engine, products) {
  const database = await createTestDatabase(engine);
  try {
    const label = `${engine}, ${products === undefined ? 'default' : products} products`;
    const start = performance.now();
    const outcome = await seedDemoCatalogue(database.handle.db, progressBar(`Seeding (${label})`, process.stderr), products === undefined ? {} : { products });
    const seedSeconds = (performance.now() - start) / 1000;
    const { rows } = await database.handle.db.execute(
      "select p.sku from products p join product_prices pp on pp.product_id = p.id and pp.region = 'sa' order by p.id",
    );
    const skus = rows.map((row) => row.sku);
    const catalog = new PostgresCatalog(database.handle.db);
    // A fixed stride through the SKUs: every run reads the same products in the same order.
    const point = await latency(
      async (i) =>
        unwrap(await catalog.getProductBySku({ region: 'sa', language: i % 2 === 0 ? 'en' : 'ar' }, skus[(i * 7919) % skus.length]), 'getProductBySku'),
      { iterations, warmUp: WARM_UP },
    );
    const brands = ['lazurde', 'missl', 'waves'];
    const listing = await latency(
      async (i) =>
        unwrap(await catalog.listFeaturedProducts({ region: 'sa', language: 'en', brand: brands[i % brands.length], limit: 40 }), 'listFeaturedProducts'),
      { iterations, warmUp: WARM_UP },
    );
    return { engine, products: outcome.products, seedSeconds, point, listing };
  } finally {
    await database.dispose();
  }
}

const results = [];
const { engines: runnable, skipped } = await runnableEngines(engines, postgresServerAvailability, TEST_SERVER_URL);
for (const engine of runnable) {
  for (const products of [undefined, large]) results.push(await measure(engine, products));
}

const ms = (value) => value.toFixed(2);
const header = ['engine', 'products', 'seed (s)', 'getProductBySku p50 (ms)', 'p95 (ms)', 'listFeaturedProducts(40) p50 (ms)', 'p95 (ms)'];
const table = results.map((r) => [r.engine, String(r.products), r.seedSeconds.toFixed(1), ms(r.point.p50), ms(r.point.p95), ms(r.listing.p50), ms(r.listing.p95)]);
console.log(`\nEngine benchmark: ${iterations} reads each after ${WARM_UP} warm-up reads, KSA prices, Node ${process.version}\n`);
printTable(header, table);
for (const message of skipped) console.log(`\n${message}`);
