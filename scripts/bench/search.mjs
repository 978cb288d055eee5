#!/usr/bin/env node
// Search benchmark: latency of the native SearchPort (full-text in English and Arabic with every
// facet count, category navigation with filters, type-ahead suggestions) on PGlite and on a
// PostgreSQL server, at the demo catalogue's size and at 20,000 products. Numbers are printed,
// never asserted.
//
//   npm run pnpm -- exec turbo run build
//   node scripts/bench/search.mjs [--iterations=300] [--sizes=1500,20000] [--engines=pglite,postgres]
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
if (!existsSync(`${dist}/search/postgres-search.adapter.js`)) {
  console.error('The engine is not built: run `npm run pnpm -- exec turbo run build` first.');
  process.exit(1);
}
const load = (path) => import(pathToFileURL(`${dist}/${path}`).href);
const { progressBar, seedDemoCatalogue } = await load('index.js');
const { PostgresSearch } = await load('search/postgres-search.adapter.js');
const { refreshSearchIndex } = await load('search/refresh-search-index.js');
const { createTestDatabase, postgresServerAvailability, TEST_SERVER_URL } = await load('testing/index.js');

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '300' },
    sizes: { type: 'string', default: '1500,20000' },
    engines: { type: 'string', default: 'pglite,postgres' },
  },
});
const iterations = Number(values.iterations);
const sizes = values.sizes.split(',').map(Number);
const engines = values.engines.split(',').map((engine) => engine.trim());
const WARM_UP = 20;

const request = (overrides) => ({
  searchType: 'SEARCH',
  locale: { language: 'en', region: 'sa' },
  brand: 'lazurde',
  text: '',
  sort: 'RELEVANCE',
  start: 0,
  rows: 40,
  categoryPath: [],
  filters: {},
  priceRange: { min: 10, max: 9_999_999 },
  facetOptionLimit: 500,
  ...overrides,
});
const ar = { language: 'ar', region: 'sa' };
const WORKLOADS = {
  'search en + facets': ['ring', 'diamond ring', 'solitare', 'gold bracelet', 'pearl earrings', 'necklace', 'tenis braclet', 'rose gold'].map((text) =>
    request({ text }),
  ),
  'search ar + facets': ['خواتم', 'اساور ذهب', 'قلادة', 'اقراط لولو', 'سوليتير', 'خاتم الماس', 'سلاسل', 'ذهب ابيض'].map((text) =>
    request({ text, locale: ar }),
  ),
  'catnav + filters + facets': [
    request({ searchType: 'CATNAV', categoryPath: ['rings'], sort: 'PRICE_ASC' }),
    request({ searchType: 'CATNAV', categoryPath: ['gold-jewelry'], filters: { metal_karat: ['18K'] }, sort: 'BEST_SELLING' }),
    request({ searchType: 'CATNAV', categoryPath: ['diamond-jewelry'], filters: { type: ['Rings', 'Earrings'] }, locale: ar, sort: 'NEW_ARRIVAL_DESC' }),
    request({ searchType: 'CATNAV', categoryPath: ['bracelets'], priceRange: { min: 1000, max: 5000 }, sort: 'SALE_PERCENTAGE_DESC', start: 40 }),
  ],
};
const SUGGESTIONS = [
  ['en', 'sol'],
  ['ar', 'خوا'],
  ['en', 'tenn'],
  ['ar', 'اسا'],
  ['en', 'pearl d'],
  ['ar', 'سوار ت'],
];

async function measure(engine, products) {
  const database = await createTestDatabase(engine);
  try {
    const label = `${engine}, ${products} products`;
    await seedDemoCatalogue(database.handle.db, progressBar(`Seeding (${label})`, process.stderr), { products });
    process.stderr.write(`Indexing (${label})…\n`);
    const started = performance.now();
    await refreshSearchIndex(database.handle.db);
    const indexSeconds = (performance.now() - started) / 1000;
    const search = new PostgresSearch(database.handle.db);
    const rows = [];
    for (const [name, requests] of Object.entries(WORKLOADS)) {
      process.stderr.write(`Measuring ${name} (${label})…\n`);
      rows.push({ name, ...(await latency(async (i) => unwrap(await search.search(requests[i % requests.length]), name), { iterations, warmUp: WARM_UP })) });
    }
    process.stderr.write(`Measuring suggestions (${label})…\n`);
    rows.push({
      name: 'suggest (15)',
      ...(await latency(async (i) => {
        const [language, text] = SUGGESTIONS[i % SUGGESTIONS.length];
        return unwrap(await search.suggest({ locale: { language, region: 'sa' }, brand: 'lazurde', text, limit: 15 }), 'suggest');
      }, { iterations, warmUp: WARM_UP })),
    });
    return { engine, products, indexSeconds, rows };
  } finally {
    await database.dispose();
  }
}

const results = [];
const { engines: runnable, skipped } = await runnableEngines(engines, postgresServerAvailability, TEST_SERVER_URL);
for (const engine of runnable) {
  for (const products of sizes) results.push(await measure(engine, products));
}

// One row per workload and size, the engines side by side.
const ms = (value) => (value === undefined ? '-' : value.toFixed(2));
const header = ['workload', 'products', ...engines.flatMap((engine) => [`${engine} p50 (ms)`, `${engine} p95 (ms)`])];
const table = [];
for (const products of sizes) {
  const names = results.find((result) => result.products === products)?.rows.map((row) => row.name) ?? [];
  for (const name of names) {
    const cells = engines.flatMap((engine) => {
      const row = results.find((result) => result.engine === engine && result.products === products)?.rows.find((candidate) => candidate.name === name);
      return [ms(row?.p50), ms(row?.p95)];
    });
    table.push([name, String(products), ...cells]);
  }
  const indexing = engines.map((engine) => results.find((result) => result.engine === engine && result.products === products)?.indexSeconds);
  table.push(['refreshSearchIndex (s)', String(products), ...indexing.flatMap((seconds) => [seconds === undefined ? '-' : seconds.toFixed(1), ''])]);
}
console.log(`\nSearch benchmark: ${iterations} requests per workload after ${WARM_UP} warm-up, brand lazurde, KSA, Node ${process.version}\n`);
printTable(header, table);
for (const message of skipped) console.log(`\n${message}`);
