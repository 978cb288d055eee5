import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../database/database.js';

/** Rows per INSERT statement. */
export const BATCH_ROWS = 500;

/** The SQL type of each column written, by the table's property name (`variantId: 'integer'`). */
export type ColumnTypes<T extends PgTable> = Partial<Record<keyof T['$inferInsert'] & string, string>>;

export function* batches<T>(rows: readonly T[], size = BATCH_ROWS): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Inserts rows in statements of BATCH_ROWS, each sending its rows as one JSON parameter read by
 * `json_to_recordset`: the same SQL on PGlite and PostgreSQL, and far less work per row than a
 * statement with one bound parameter per value. Returns the `returning` columns, when asked.
 */
export async function bulkInsert<T extends PgTable, R extends Record<string, unknown> = Record<string, never>>(
  db: Database,
  table: T,
  types: ColumnTypes<T>,
  rows: readonly T['$inferInsert'][],
  returning: readonly (keyof T['$inferSelect'] & string)[] = [],
): Promise<R[]> {
  const columns = getTableColumns(table);
  const written = (Object.entries(types) as [string, string][]).map(([property, type]) => {
    const column = columns[property];
    if (!column) throw new Error(`${getTableName(table)} has no column ${property}`);
    return { property, name: column.name, type };
  });
  const names = written.map((column) => quoted(column.name)).join(', ');
  const definitions = written.map((column) => `${quoted(column.name)} ${column.type}`).join(', ');
  const returned = returning.map((property) => `${quoted(columns[property]?.name ?? property)} as ${quoted(property)}`).join(', ');
  const results: R[] = [];
  for (const batch of batches(rows)) {
    const json = JSON.stringify(
      batch.map((row) => Object.fromEntries(written.map((column) => [column.name, (row as Record<string, unknown>)[column.property] ?? null]))),
    );
    const tail: SQL = returned === '' ? sql`` : sql.raw(` returning ${returned}`);
    const query = sql`insert into ${sql.raw(quoted(getTableName(table)))} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${json}::json) as r(${sql.raw(definitions)})${tail}`;
    const result = (await db.execute(query)) as unknown as { rows: R[] };
    results.push(...result.rows);
  }
  return results;
}
