import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock.js';

export type Schema = typeof schema;
/** One query API for both engines; adapters never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /**
   * PGlite in a folder owned by this process, or in memory when `dataDir` is omitted. In memory,
   * `from` starts it as a copy of a data folder that `dumpDataDir` wrote (a migrated, seeded
   * template that tests clone instead of migrating and seeding again). `sharedBuffersMb` sizes
   * its buffer pool (PostgreSQL's `shared_buffers`, 128 MB by default): PostgreSQL clears the
   * pool at every start, which is most of a start's time, so a small database opened many times
   * (a test's) asks for a small pool.
   */
  | { readonly engine: 'pglite'; readonly dataDir?: string; readonly from?: Blob; readonly sharedBuffersMb?: number }
  /** A PostgreSQL 15+ server. */
  | { readonly engine: 'postgres'; readonly url: string; readonly poolSize?: number };

export interface DatabaseHandle {
  readonly db: Database;
  readonly engine: DatabaseTarget['engine'];
  /** Applies the SQL migrations that have not run yet. Safe to call from several processes at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  /** Closes the connections and releases the data folder; closing twice is harmless. */
  close(): Promise<void>;
  /** PGlite only: its whole data folder as an uncompressed tarball, which `from` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any constant shared by every process migrating the same PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_140_301;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') return openPostgres(target.url, target.poolSize);
  if (target.dataDir !== undefined && target.from !== undefined) throw new Error('A PGlite database opens a data folder or a copy of one, not both.');
  return openPglite(target.dataDir, target.from, target.sharedBuffersMb);
}

/** Raised by a query that reaches an embedded database after its close began. */
export class DatabaseClosedError extends Error {
  constructor() {
    super('The database is closed.');
    this.name = 'DatabaseClosedError';
  }
}

/**
 * PGlite 0.5 never returns from close() when it runs while queries are still being sent: its
 * protocol loop spins on a backend that is gone. The client the adapters get counts the queries
 * and transactions it starts; closing refuses new ones at once and waits for the running ones.
 */
function closeAfterRunningQueries(client: PGlite): { client: PGlite; close: () => Promise<void> } {
  const running = new Set<Promise<unknown>>();
  let closing: Promise<void> | undefined;
  const guarded = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'query' && property !== 'exec' && property !== 'transaction') return (value as (...args: unknown[]) => unknown).bind(target);
      return (...args: unknown[]) => {
        if (closing) return Promise.reject(new DatabaseClosedError());
        const work = Promise.resolve((value as (...args: unknown[]) => Promise<unknown>).apply(target, args));
        running.add(work);
        void work.finally(() => running.delete(work)).catch(() => undefined);
        return work;
      };
    },
  });
  const close = () => {
    closing ??= (async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
      if (!client.closed) await client.close();
    })();
    return closing;
  };
  return { client: guarded, close };
}

async function openPglite(dataDir: string | undefined, from: Blob | undefined, sharedBuffersMb: number | undefined): Promise<DatabaseHandle> {
  let lock: DataFolderLock | undefined;
  if (dataDir !== undefined) lock = lockDataFolder(dataDir);
  // pg_trgm gives the search its typo tolerance; the migration creates the extension.
  const opened = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir: `${dataDir}/pgdata` }),
    ...(from === undefined ? {} : { loadDataDir: from }),
    ...(sharedBuffersMb === undefined ? {} : { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`] }),
    extensions: { pg_trgm },
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  const { client, close } = closeAfterRunningQueries(opened);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await close();
      lock?.release();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // Nor a client a transaction holds between two queries (its backend terminated): the
  // transaction's next query fails, and it rolls back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
