#!/usr/bin/env node
// Engine benchmark: seeding time of the demo catalogue and catalogue read latency, on PGlite
// and on a PostgreSQL server. Numbers are printed, never asserted.
//
//   npm run pnpm -- exec turbo run build
//   node scripts/bench/engine.mjs [--iterations=300] [--products=20000] [--engines=pglite,postgres]
//
// The PostgreSQL half uses TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// to create and drop a throwaway database per run; it is skipped, with a line saying so, when
// no server answers. `measureCatalogue` is what scripts/bench/browse.mjs runs on its own databases.
import { parseArgs } from 'node:util';
import { loadEngine, withSeededCatalogue } from './lib/engine.mjs';
import { isMain, latency, printTable, runnableEngines, unwrap } from './lib/measure.mjs';

export const WARM_UP = 20;

/** p50/p95 of a product page's read (`getProductBySku`) and of a shelf of 40 tiles (`listFeaturedProducts`). */
export async function measureCatalogue(modules, db, { iterations, warmUp = WARM_UP, label }) {
  process.stderr.write(`Measuring catalogue reads (${label})…\n`);
  const { rows } = await db.execute("select p.sku from products p join product_prices pp on pp.product_id = p.id and pp.region = 'sa' order by p.id");
  const skus = rows.map((row) => row.sku);
  const catalog = new modules.PostgresCatalog(db);
  // A fixed stride through the SKUs: every run reads the same products in the same order.
  const point = await latency(
    async (i) => unwrap(await catalog.getProductBySku({ region: 'sa', language: i % 2 === 0 ? 'en' : 'ar' }, skus[(i * 7919) % skus.length]), 'getProductBySku'),
    { iterations, warmUp },
  );
  const brands = ['lazurde', 'missl', 'waves'];
  const listing = await latency(
    async (i) => unwrap(await catalog.listFeaturedProducts({ region: 'sa', language: 'en', brand: brands[i % brands.length], limit: 40 }), 'listFeaturedProducts'),
    { iterations, warmUp },
  );
  return { point: { p50: point.p50, p95: point.p95 }, listing: { p50: listing.p50, p95: listing.p95 } };
}

export function engineTable(results) {
  const ms = (value) => value.toFixed(2);
  const header = ['engine', 'products', 'seed (s)', 'getProductBySku p50 (ms)', 'p95 (ms)', 'listFeaturedProducts(40) p50 (ms)', 'p95 (ms)'];
  const table = results.map((r) => [r.engine, String(r.products), r.seedSeconds.toFixed(1), ms(r.point.p50), ms(r.point.p95), ms(r.listing.p50), ms(r.listing.p95)]);
  return { header, table };
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      iterations: { type: 'string', default: '300' },
      products: { type: 'string', default: '20000' },
      engines: { type: 'string', default: 'pglite,postgres' },
    },
  });
  const iterations = Number(values.iterations);
  const modules = await loadEngine();
  const results = [];
  const { engines, skipped } = await runnableEngines(values.engines.split(',').map((engine) => engine.trim()), modules.postgresServerAvailability, modules.TEST_SERVER_URL);
  for (const engine of engines) {
    for (const products of [undefined, Number(values.products)]) {
      results.push(
        await withSeededCatalogue(modules, engine, products, async (seeded) => ({
          engine,
          products: seeded.products,
          seedSeconds: seeded.seedSeconds,
          ...(await measureCatalogue(modules, seeded.db, { iterations, label: seeded.label })),
        })),
      );
    }
  }
  const { header, table } = engineTable(results);
  console.log(`\nEngine benchmark: ${iterations} reads each after ${WARM_UP} warm-up reads, KSA prices, Node ${process.version}\n`);
  printTable(header, table);
  for (const message of skipped) console.log(`\n${message}`);
}
