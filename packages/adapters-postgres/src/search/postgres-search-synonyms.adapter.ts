import { asc, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { synonymEntrySchema, type SearchSynonymsPort, type SynonymEntry } from '@storefront/core/search';
import { unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { searchSynonyms } from '../database/schema/index.js';

type Row = typeof searchSynonyms.$inferSelect;

function entryOf(row: Row): SynonymEntry | undefined {
  const written =
    row.fromTerm === null
      ? { language: row.language, kind: row.kind, terms: row.terms }
      : { language: row.language, kind: row.kind, from: row.fromTerm, to: row.terms };
  const parsed = synonymEntrySchema.safeParse(written);
  return parsed.success ? parsed.data : undefined;
}

function rowOf(entry: SynonymEntry): Omit<Row, 'id'> {
  return entry.kind === 'two-way'
    ? { language: entry.language, kind: entry.kind, fromTerm: null, terms: [...entry.terms] }
    : { language: entry.language, kind: entry.kind, fromTerm: entry.from, terms: [...entry.to] };
}

/** The stored synonyms in their order; a row no longer valid (written by hand, say) is left out. */
export async function readSearchSynonyms(db: Database): Promise<readonly SynonymEntry[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.flatMap((row) => entryOf(row) ?? []);
}

/** Any constant shared by every process writing synonyms into the same database. */
const SYNONYMS_LOCK_KEY = 7_140_508;

/**
 * The merchant's synonyms in the `search_synonyms` table (decision 0508). `replace` writes only
 * when the entries differ from those stored, so starting the store with an unchanged file leaves
 * the version, and every engine's kept synonyms, as they are.
 */
export class PostgresSearchSynonyms implements SearchSynonymsPort {
  constructor(private readonly db: Database) {}

  list(): ResultAsync<readonly SynonymEntry[], InfrastructureError> {
    return ResultAsync.fromPromise(readSearchSynonyms(this.db), (cause) => unavailable('search-synonyms', cause));
  }

  replace(entries: readonly SynonymEntry[]): ResultAsync<boolean, InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SYNONYMS_LOCK_KEY})`);
        const stored = (await tx.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id))).map(({ id: _id, ...row }) => row);
        const wanted = entries.map(rowOf);
        if (JSON.stringify(stored) === JSON.stringify(wanted)) return false;
        await tx.delete(searchSynonyms);
        if (wanted.length > 0) await tx.insert(searchSynonyms).values(wanted);
        return true;
      }),
      (cause) => unavailable('search-synonyms', cause),
    );
  }
}
