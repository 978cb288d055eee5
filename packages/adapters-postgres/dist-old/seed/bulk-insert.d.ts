import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database/database.js';
/** Rows per INSERT statement. */
export declare const BATCH_ROWS = 500;
/** The SQL type of each column written, by the table's property name (`variantId: 'integer'`). */
export type ColumnTypes<T extends PgTable> = Partial<Record<keyof T['$inferInsert'] & string, string>>;
export declare function batches<T>(rows: readonly T[], size?: number): Generator<T[]>;
/**
 * Inserts rows in statements of BATCH_ROWS, each sending its rows as one JSON parameter read by
 * `json_to_recordset`: the same SQL on PGlite and PostgreSQL, and far less work per row than a
 * statement with one bound parameter per value. Returns the `returning` columns, when asked.
 */
export declare function bulkInsert<T extends PgTable, R extends Record<string, unknown> = Record<string, never>>(db: Database, table: T, types: ColumnTypes<T>, rows: readonly T['$inferInsert'][], returning?: readonly (keyof T['$inferSelect'] & string)[]): Promise<R[]>;
//# sourceMappingURL=bulk-insert.d.ts.map