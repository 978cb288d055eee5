import { sql } from 'drizzle-orm';
import type { Language } from '@storefront/core/locale';
import {
  analyseSearchText,
  correctionsFor,
  NO_SYNONYMS,
  swappedLetterSpellings,
  TYPO_RULES,
  type DictionaryLookup,
  type SearchTerm,
  type SynonymSet,
} from '@storefront/core/search';
import type { Database } from '../database/database.js';

/**
 * One query word and the index words it may match: itself and its stem as prefixes, and its
 * corrections; a word of the merchant's synonyms (`whole`) by itself and its stem as whole words.
 */
export interface QueryWord {
  readonly term: SearchTerm;
  readonly corrections: readonly string[];
  readonly whole?: boolean;
}

/**
 * Query words that match together (AND), or any one of the merchant's alternatives to them (each
 * its words ANDed, whole): the core's `QueryClause` with corrections.
 */
export interface TextClause {
  readonly words: readonly QueryWord[];
  readonly alternatives: readonly (readonly QueryWord[])[];
}

/** The clause's own words, then each alternative: the word lists any of which matches it. */
export function clauseOptions(clause: TextClause): readonly (readonly QueryWord[])[] {
  return [clause.words, ...clause.alternatives];
}

export interface TextQuery {
  /** The normalised text, for trigram similarity against names. */
  readonly normalised: string;
  /** Every clause must match (AND). */
  readonly clauses: readonly TextClause[];
  /** Whether the text is written in Arabic script (its names are compared in Arabic). */
  readonly arabic: boolean;
}

/**
 * Analyses the shopper's text by the core's rules (query words, the merchant's synonyms, typo
 * tolerance) with what the index knows, in one round trip: the synonyms' version, and per word
 * worth correcting whether the index knows it, which of its swapped-letter spellings are index
 * words, and the index words alike by trigrams. `synonyms` gives the kept synonyms for a version;
 * it reads them afresh when the version has moved on.
 */
export async function analyseQuery(
  db: Database,
  text: string,
  language: Language,
  synonyms: (version: number) => Promise<SynonymSet>,
): Promise<TextQuery | undefined> {
  const version = await readVersionAndWords(db, text, language);
  if (version === undefined) return undefined;
  const set = await synonyms(version.version);
  const analysed = analyseSearchText(text, language, set);
  if (analysed === undefined) return undefined;
  const lookups = version.lookups;
  const correctable = new Set(analysed.correctable.map((term) => term.surface));
  return {
    normalised: analysed.normalised,
    arabic: analysed.arabic,
    clauses: analysed.clauses.map((clause) => ({
      words: clause.words.map((term) => {
        const lookup = correctable.has(term.surface) ? lookups.get(term.surface) : undefined;
        return { term, corrections: lookup === undefined ? [] : correctionsFor(lookup) };
      }),
      alternatives: clause.alternatives.map((words) => words.map((term) => ({ term, corrections: [], whole: true }))),
    })),
  };
}

function lookupStatement(terms: readonly SearchTerm[]) {
  const words = terms.map((term, position) => ({ ...term, position, swapped: swappedLetterSpellings(term.surface) }));
  return sql`coalesce((select json_agg(json_build_object(
      'position', t.position,
      'known', exists (select 1 from search_words w where w.word like t.surface || '%' or w.word = t.stem),
      'swapped', array(select w.word from search_words w where w.word = any(array(select json_array_elements_text(t.swapped)))),
      'similar', (select coalesce(json_agg(json_build_object('word', alike.word, 'similarity', alike.similarity) order by alike.similarity desc, alike.word), '[]'::json) from (
        select w.word, similarity(w.word, t.surface) as similarity from search_words w
        where w.word % t.surface and similarity(w.word, t.surface) >= ${TYPO_RULES.similarity}
        order by similarity(w.word, t.surface) desc, w.word
        limit ${TYPO_RULES.correctionsPerWord}
      ) as alike)))
    from json_to_recordset(${JSON.stringify(words)}::json) as t(surface text, stem text, position int, swapped json)), '[]'::json)`;
}

interface LookupRow {
  readonly position: number;
  readonly known: boolean;
  readonly swapped: readonly string[] | null;
  readonly similar: readonly { readonly word: string; readonly similarity: number }[] | null;
}

function lookupsOf(terms: readonly SearchTerm[], rows: readonly LookupRow[]): Map<string, DictionaryLookup> {
  const lookups = new Map<string, DictionaryLookup>();
  for (const row of rows) {
    const term = terms[row.position];
    if (term !== undefined) lookups.set(term.surface, { known: row.known, swapped: row.swapped ?? [], similar: row.similar ?? [] });
  }
  return lookups;
}

async function readVersionAndWords(db: Database, text: string, language: Language): Promise<{ version: number; lookups: Map<string, DictionaryLookup> } | undefined> {
  // Synonyms only take words out of correction, so every word the analysis may correct is among these.
  const plain = analyseSearchText(text, language, NO_SYNONYMS);
  if (plain === undefined) return undefined;
  const terms = plain.correctable;
  const result = (await db.execute(sql`
    select (select v.version from search_synonyms_version v where v.id = 1)::int as version, ${terms.length === 0 ? sql`'[]'::json` : lookupStatement(terms)} as words`)) as unknown as {
    rows: { version: number | null; words: LookupRow[] }[];
  };
  const row = result.rows[0];
  return { version: Number(row?.version ?? 0), lookups: lookupsOf(terms, row?.words ?? []) };
}

/** A word's forms in a tsquery: its written form and stem as prefixes (whole for a synonym), its corrections whole. */
function wordForms({ term, corrections, whole }: QueryWord): string {
  const prefix = whole === true ? '' : ':*';
  const forms = new Set([`'${term.surface}'${prefix}`, `'${term.stem}'${prefix}`, ...corrections.map((word) => `'${word}'`)]);
  return `(${[...forms].join(' | ')})`;
}

/**
 * Every form of every word of the text, ORed, as a `to_tsquery` text: what `ts_rank` ranks by the
 * words' weights alone (`calc_rank_or` reads the set of the query's words, never how they are
 * combined), so a text of several words ranks as its words' weights say (decision 0512).
 */
export function tsqueryWordsText(query: TextQuery): string {
  return query.clauses.flatMap((clause) => clauseOptions(clause).flat().map(wordForms)).join(' | ');
}

/**
 * The clauses as a `to_tsquery` text: every clause must match (AND), each by its words ANDed or
 * by one of its alternatives; a word by its written form or its stem as a prefix (type-ahead)
 * or by a correction. Words hold letters and digits only.
 */
export function tsqueryText(query: TextQuery): string {
  return query.clauses
    .map((clause) => {
      const options = clauseOptions(clause).map((words) => words.map(wordForms).join(' & '));
      return options.length === 1 ? options[0] : `(${options.map((option) => `(${option})`).join(' | ')})`;
    })
    .join(' & ');
}
