import { Redis } from 'ioredis';
import { importCatalogue, openDatabase, type DatabaseHandle } from '@storefront/adapters-postgres';
import { demoStore, progressBar } from '@storefront/demo-store';
import type { Config } from '../config/config.js';
import { applySearchSynonyms } from './search-synonyms.js';

/** The process-wide resources the composition roots bind: one database, and Redis when configured. */
export interface Runtime {
  readonly database: DatabaseHandle;
  readonly redis?: Redis;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Where start-up progress goes; a server prints it, tests silence it. */
  readonly report?: (line: string) => void;
  readonly progress?: boolean;
}

/**
 * Opens the database (taking the embedded data folder's lock), applies migrations,
 * seeds the demo catalogue on first run, stores the merchant's search synonyms file, and connects to Redis when REDIS_URL is set.
 */
export async function openRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const report = options.report ?? (() => undefined);
  const database = await openDatabase(
    config.DATABASE_URL === undefined
      ? { engine: 'pglite', dataDir: config.DATA_DIR }
      : { engine: 'postgres', url: config.DATABASE_URL },
  );
  try {
    report(
      database.engine === 'pglite'
        ? `Database: embedded PostgreSQL (PGlite) in ${config.DATA_DIR}`
        : 'Database: PostgreSQL server from DATABASE_URL',
    );
    await database.migrate();
    report('Database: migrations applied');
    if (config.SEED_DEMO_CATALOGUE) {
      // The demo store's data meets the engine's import type here.
      const outcome = await importCatalogue(database.db, demoStore({ products: config.SEED_DEMO_PRODUCTS }), {
        ...(options.progress === false ? {} : { onProgress: progressBar('Seeding demo catalogue') }),
        onIndexing: () => report('Demo store: building the search index…'),
      });
      report(
        outcome.imported
          ? `Demo catalogue: seeded ${outcome.products} products, content and a search index of ${outcome.indexed ?? 0}`
          : 'Demo catalogue: already present, reusing the existing data',
      );
    }
    report(await applySearchSynonyms(database.db, config.SEARCH_SYNONYMS_FILE));
  } catch (error) {
    await database.close();
    throw error;
  }
  const redis =
    config.REDIS_URL === undefined
      ? undefined
      : new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  if (redis) {
    // Readiness reports a lost Redis; the client reconnects by itself.
    redis.on('error', () => undefined);
    await redis.connect().catch(() => undefined);
  }
  return {
    database,
    ...(redis ? { redis } : {}),
    close: async () => {
      redis?.disconnect();
      await database.close();
    },
  };
}
