import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
export type Schema = typeof schema;
/** One query API for both engines; adapters never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseTarget = 
/** PGlite in a folder owned by this process, or in memory when `dataDir` is omitted. */
{
    readonly engine: 'pglite';
    readonly dataDir?: string;
}
/** A PostgreSQL 15+ server. */
 | {
    readonly engine: 'postgres';
    readonly url: string;
    readonly poolSize?: number;
};
export interface DatabaseHandle {
    readonly db: Database;
    readonly engine: DatabaseTarget['engine'];
    /** Applies the SQL migrations that have not run yet. Safe to call from several processes at once. */
    migrate(): Promise<void>;
    /** Resolves when the database answers a query. */
    ping(): Promise<void>;
    /** Closes the connections and releases the data folder; closing twice is harmless. */
    close(): Promise<void>;
}
export declare function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle>;
/** Raised by a query that reaches an embedded database after its close began. */
export declare class DatabaseClosedError extends Error {
    constructor();
}
//# sourceMappingURL=database.d.ts.map