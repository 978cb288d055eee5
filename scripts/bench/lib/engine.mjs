// The built engine (packages/adapters-postgres/dist) and the demo store (packages/demo-store/dist),
// and throwaway databases seeded with the demo catalogue.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dist = `${root}packages/adapters-postgres/dist`;
const demoDist = `${root}packages/demo-store/dist`;

/** The engine's and the demo store's modules the benchmarks use; throws with the command to run when they are not built. */
export async function loadEngine() {
  if (!existsSync(`${dist}/index.js`) || !existsSync(`${dist}/testing/index.js`) || !existsSync(`${demoDist}/index.js`)) {
    throw new Error('The engine is not built: run `npm run pnpm -- exec turbo run build` first.');
  }
  const load = (path) => import(pathToFileURL(path).href);
  const [engine, testing, demo] = await Promise.all([load(`${dist}/index.js`), load(`${dist}/testing/index.js`), load(`${demoDist}/index.js`)]);
  return { ...engine, ...testing, ...demo };
}

/**
 * The demo catalogue alone (no content, no coupons), as the seeding figures have always measured it;
 * `products` undefined: its default size.
 */
export function demoCatalogueSource(modules, products) {
  const demo = modules.demoStore(products === undefined ? {} : { products });
  return {
    key: demo.key,
    promotions: [],
    load: () => {
      // Generating is a silent step before the seeding bar starts: about a minute at 200,000 products.
      const started = performance.now();
      process.stderr.write(`Generating ${products === undefined ? 'the default' : products.toLocaleString('en')} demo products…\n`);
      const data = demo.load();
      process.stderr.write(`Generated ${data.products.length.toLocaleString('en')} products in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      return { ...data, content: [] };
    },
  };
}

/**
 * Creates a throwaway database on `engine` (PGlite in memory, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL), seeds the demo catalogue (`products` undefined: its default size)
 * with a progress bar on stderr and indexes it for search; hands it to `use` and drops it after.
 */
export async function withSeededCatalogue(modules, engine, products, use) {
  const database = await modules.createTestDatabase(engine);
  try {
    const label = `${engine}, ${products ?? 'default'} products`;
    const started = performance.now();
    const outcome = await modules.importCatalogue(database.handle.db, demoCatalogueSource(modules, products), {
      onProgress: modules.progressBar(`Seeding (${label})`, process.stderr),
      searchIndex: false,
    });
    const seedSeconds = (performance.now() - started) / 1000;
    process.stderr.write(`Indexing for search (${label})…\n`);
    const indexing = performance.now();
    await modules.refreshSearchIndex(database.handle.db);
    const indexSeconds = (performance.now() - indexing) / 1000;
    return await use({ db: database.handle.db, products: outcome.products, seedSeconds, indexSeconds, label });
  } finally {
    await database.dispose();
  }
}
