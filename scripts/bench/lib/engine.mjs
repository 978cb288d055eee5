// The built engine (packages/adapters-postgres/dist) and the demo store (packages/demo-store/dist),
// and throwaway databases seeded with the demo catalogue.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** The connection string of database `name` on the PostgreSQL server of TEST_DATABASE_URL. */
function serverDatabaseUrl(modules, name) {
  const url = new URL(modules.TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Like `withSeededCatalogue` on PostgreSQL, but on database `name`, which is kept after the run:
 * created, seeded and indexed when it does not exist yet (or holds another number of products);
 * otherwise migrated and used as it is (indexed again when `reindex`), so a large catalogue is
 * seeded once while the search is worked on.
 */
export async function withKeptCatalogue(modules, name, products, { reindex = false } = {}, use) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--database must be a plain lower-case name, not ${name}`);
  const pg = createRequire(`${root}packages/adapters-postgres/package.json`)('pg');
  const admin = new pg.Client({ connectionString: modules.TEST_SERVER_URL });
  await admin.connect();
  let exists;
  try {
    exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (!exists) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const label = `postgres, ${products} products, database ${name}`;
  const handle = await modules.openDatabase({ engine: 'postgres', url: serverDatabaseUrl(modules, name), poolSize: 8 });
  try {
    await handle.migrate();
    const counter = new pg.Client({ connectionString: serverDatabaseUrl(modules, name) });
    await counter.connect();
    const held = await counter.query('select count(*)::int as n from products').then((result) => result.rows[0].n, () => 0).finally(() => counter.end());
    let seedSeconds;
    let indexSeconds;
    if (held !== products) {
      if (held !== 0) throw new Error(`Database ${name} holds ${held} products, not ${products}: drop it or name another.`);
      const started = performance.now();
      await modules.importCatalogue(handle.db, demoCatalogueSource(modules, products), {
        onProgress: modules.progressBar(`Seeding (${label})`, process.stderr),
        searchIndex: false,
      });
      seedSeconds = (performance.now() - started) / 1000;
      reindex = true;
    } else process.stderr.write(`Reusing ${held.toLocaleString('en')} seeded products in database ${name}\n`);
    if (reindex) {
      process.stderr.write(`Indexing for search (${label})…\n`);
      const indexing = performance.now();
      await modules.refreshSearchIndex(handle.db);
      indexSeconds = (performance.now() - indexing) / 1000;
    }
    return await use({ db: handle.db, products, seedSeconds, indexSeconds, label });
  } finally {
    await handle.close();
  }
}
