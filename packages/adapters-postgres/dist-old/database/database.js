import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataFolder } from './data-folder-lock.js';
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any constant shared by every process migrating the same PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_140_301;
export async function openDatabase(target) {
    return target.engine === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url, target.poolSize);
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
function closeAfterRunningQueries(client) {
    const running = new Set();
    let closing;
    const guarded = new Proxy(client, {
        get(target, property) {
            const value = Reflect.get(target, property, target);
            if (typeof value !== 'function')
                return value;
            if (property !== 'query' && property !== 'exec' && property !== 'transaction')
                return value.bind(target);
            return (...args) => {
                if (closing)
                    return Promise.reject(new DatabaseClosedError());
                const work = Promise.resolve(value.apply(target, args));
                running.add(work);
                void work.finally(() => running.delete(work)).catch(() => undefined);
                return work;
            };
        },
    });
    const close = () => {
        closing ??= (async () => {
            while (running.size > 0)
                await Promise.allSettled([...running]);
            if (!client.closed)
                await client.close();
        })();
        return closing;
    };
    return { client: guarded, close };
}
async function openPglite(dataDir) {
    let lock;
    if (dataDir !== undefined)
        lock = lockDataFolder(dataDir);
    // pg_trgm gives the search its typo tolerance; the migration creates the extension.
    const opened = await PGlite.create({ ...(dataDir === undefined ? {} : { dataDir: `${dataDir}/pgdata` }), extensions: { pg_trgm } }).catch((error) => {
        lock?.release();
        throw error;
    });
    const { client, close } = closeAfterRunningQueries(opened);
    const db = drizzlePglite(client, { schema });
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
    };
}
async function openPostgres(url, poolSize = 10) {
    const pool = new pg.Pool({ connectionString: url, max: poolSize });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
        db,
        engine: 'postgres',
        migrate: async () => {
            const client = await pool.connect();
            try {
                await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
                await migratePg(drizzlePg(client), { migrationsFolder });
            }
            finally {
                await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
                client.release();
            }
        },
        ping: async () => {
            await db.execute(sql `select 1`);
        },
        close: async () => {
            if (!pool.ended)
                await pool.end();
        },
    };
}
//# sourceMappingURL=database.js.map