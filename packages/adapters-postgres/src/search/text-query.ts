import { sql, type SQL } from 'drizzle-orm';
import { normaliseForSearch, searchTerms, type Language, type SearchTerm } from '@storefront/core';
import type { Database } from '../database/database.js';

/** Words a query may drop: they rarely name a product and would otherwise have to match. */
const STOP_WORDS = new Set(
  ['a', 'an', 'the', 'and', 'or', 'with', 'for', 'of', 'in', 'on', 'to', 'by', 'at', 'في', 'من', 'مع', 'على', 'الى', 'إلى', 'او', 'أو', 'عن', 'و'].map(
    (word) => normaliseForSearch(word, 'ar'),
  ),
);
/** Shorter words are not corrected: three letters share too few trigrams to tell a typo from another word. */
const MIN_CORRECTED_LENGTH = 4;
/** How alike a dictionary word must be to stand in for a misspelt one (pg_trgm similarity). */
export const CORRECTION_SIMILARITY = 0.4;
const CORRECTIONS_PER_WORD = 3;

/** One query word and the index words it may match: itself and its stem as prefixes, and close spellings. */
export interface QueryWord {
  readonly term: SearchTerm;
  readonly corrections: readonly string[];
}

export interface TextQuery {
  /** The normalised text, for trigram similarity against names. */
  readonly normalised: string;
  readonly words: readonly QueryWord[];
  /** Whether the text is written in Arabic script (its names are compared in Arabic). */
  readonly arabic: boolean;
  /**
   * Whether the words' corrections were looked up (`analyseQuery`); if not (`textQuery`), the
   * search statement looks them up itself, by the same rules, in the same round trip.
   */
  readonly corrected: boolean;
}

/** The shopper's words without the stop words, unless nothing else is left. */
export function queryTerms(text: string, language: Language): readonly SearchTerm[] {
  const terms = searchTerms(text, language);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term.surface));
  return meaningful.length > 0 ? meaningful : terms;
}

/** The shopper's text as query words, their corrections not looked up yet; undefined when no word is left. */
export function textQuery(text: string, language: Language): TextQuery | undefined {
  const terms = queryTerms(text, language);
  if (terms.length === 0) return undefined;
  const normalised = terms.map((term) => term.surface).join(' ');
  return { normalised, arabic: /[\u0600-\u06FF]/.test(normalised), words: terms.map((term) => ({ term, corrections: [] })), corrected: false };
}

/** Whether a word is long enough to be corrected (shorter ones share too few trigrams). */
export function correctable(term: SearchTerm): boolean {
  return term.surface.length >= MIN_CORRECTED_LENGTH;
}

/**
 * Per word of `words` (a JSON array of `{ surface, stem, position }`): `known`, whether an index
 * word starts with it or is its stem, and `near`, the closest spellings in the index's dictionary.
 */
export function correctionsOf(words: SQL): SQL {
  return sql`
    select t.position,
      exists (select 1 from search_words w where w.word like t.surface || '%' or w.word = t.stem) as known,
      array(
        select w.word from search_words w
        where w.word % t.surface and similarity(w.word, t.surface) >= ${CORRECTION_SIMILARITY}
        order by similarity(w.word, t.surface) desc, w.word
        limit ${CORRECTIONS_PER_WORD}
      ) as near
    from json_to_recordset(${words}::json) as t(surface text, stem text, position int)`;
}

/**
 * Looks every word the index does not know (no index word starts with it, and its stem is no
 * index word) up in the index's dictionary, and keeps the closest spellings as corrections.
 */
export async function analyseQuery(db: Database, text: string, language: Language): Promise<TextQuery | undefined> {
  const query = textQuery(text, language);
  if (query === undefined) return undefined;
  const terms = query.words.map((word) => word.term);
  const unknown = terms.filter(correctable);
  if (unknown.length === 0) return { ...query, corrected: true };
  const result = (await db.execute(correctionsOf(sql`${JSON.stringify(unknown.map((term, position) => ({ ...term, position })))}`))) as unknown as {
    rows: { position: number; known: boolean; near: string[] | null }[];
  };
  const corrections = new Map<SearchTerm, readonly string[]>();
  for (const row of result.rows) {
    const term = unknown[row.position];
    if (term !== undefined && !row.known) corrections.set(term, row.near ?? []);
  }
  return { ...query, words: terms.map((term) => ({ term, corrections: corrections.get(term) ?? [] })), corrected: true };
}

/**
 * The words as a `to_tsquery` text: every word must match (AND), each by its written form or
 * its stem as a prefix (type-ahead) or by a correction. Words hold letters and digits only.
 */
export function tsqueryText(query: TextQuery): string {
  if (!query.corrected) throw new Error('The words are corrected in the statement: see tsqueryOf');
  return query.words
    .map(({ term, corrections }) => {
      const forms = new Set([`'${term.surface}':*`, `'${term.stem}':*`, ...corrections.map((word) => `'${word}'`)]);
      return `(${[...forms].join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The `to_tsquery` of the words as `tsqueryText` writes it, with the corrections looked up in the
 * same statement when `analyseQuery` did not look them up already.
 */
export function tsqueryOf(query: TextQuery): SQL {
  if (query.corrected) return sql`to_tsquery('simple', ${tsqueryText(query)})`;
  const words = query.words.map(({ term }, position) => ({ surface: term.surface, stem: term.stem, position, corrected: correctable(term) }));
  const lookedUp = words.filter((word) => word.corrected).map(({ surface, stem, position }) => ({ surface, stem, position }));
  // Each word's forms in the order tsqueryText writes them: written form, stem, corrections by closeness.
  return sql`(select to_tsquery('simple', string_agg(
      '(''' || w.surface || ''':*' || case when w.stem <> w.surface then ' | ''' || w.stem || ''':*' else '' end
        || coalesce((select string_agg(' | ''' || n.word || '''', '' order by n.rank) from unnest(c.near) with ordinality as n(word, rank)
          where not c.known), '') || ')',
      ' & ' order by w.position))
    from json_to_recordset(${JSON.stringify(words)}::json) as w(surface text, stem text, position int, corrected boolean)
    left join (${correctionsOf(sql`${JSON.stringify(lookedUp)}`)}) c on c.position = w.position)`;
}
