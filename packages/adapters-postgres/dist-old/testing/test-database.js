import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../database/database.js';
/** The server that integration tests create their throwaway databases on. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let availability;
/** Whether a PostgreSQL server answers at TEST_SERVER_URL; asked once per process. */
export function postgresServerAvailability() {
    availability ??= (async () => {
        const client = new pg.Client({ connectionString: TEST_SERVER_URL, connectionTimeoutMillis: 3000 });
        try {
            await client.connect();
            await client.query('select 1');
            return { available: true };
        }
        catch (error) {
            return { available: false, reason: error.message };
        }
        finally {
            await client.end().catch(() => undefined);
        }
    })();
    return availability;
}
function withDatabase(url, database) {
    const parsed = new URL(url);
    parsed.pathname = `/${database}`;
    return parsed.toString();
}
async function adminQuery(sql) {
    const client = new pg.Client({ connectionString: TEST_SERVER_URL });
    await client.connect();
    try {
        await client.query(sql);
    }
    finally {
        await client.end();
    }
}
/**
 * A migrated, empty database on the chosen engine: PGlite in memory, or a throwaway database
 * on the PostgreSQL server that `dispose` drops again.
 */
export async function createTestDatabase(engine) {
    if (engine === 'pglite') {
        const handle = await openDatabase({ engine: 'pglite' });
        await handle.migrate();
        return { handle, dispose: () => handle.close() };
    }
    const name = `storefront_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = withDatabase(TEST_SERVER_URL, name);
    const handle = await openDatabase({ engine: 'postgres', url, poolSize: 8 });
    await handle.migrate();
    return {
        handle,
        url,
        dispose: async () => {
            await handle.close();
            await adminQuery(`drop database if exists ${name} with (force)`);
        },
    };
}
//# sourceMappingURL=test-database.js.map