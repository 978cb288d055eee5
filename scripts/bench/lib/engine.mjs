// The built engine, loaded from packages/adapters-postgres/dist, and seeded throwaway databases.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dist = `${root}packages/adapters-postgres/dist`;

/** The engine's modules the benchmarks use; throws with the command to run when it is not built. */
export async function loadEngine() {
  if (!existsSync(`${dist}/index.js`) || !existsSync(`${dist}/testing/index.js`)) {
    throw new Error('The engine is not built: run `npm run pnpm -- exec turbo run build` first.');
  }
  const load = (path) => import(pathToFileURL(`${dist}/${path}`).href);
  const [engine, testing] = await Promise.all([load('index.js'), load('testing/index.js')]);
  return { ...engine, ...testing };
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
    const outcome = await modules.seedDemoCatalogue(database.handle.db, modules.progressBar(`Seeding (${label})`, process.stderr), products === undefined ? {} : { products });
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
