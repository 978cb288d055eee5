import { sql } from 'drizzle-orm';
import type { Language } from '@storefront/core/locale';
import { normaliseForSearch, searchTerms, type SearchTerm } from '@storefront/core/search';
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
}

/** The shopper's words without the stop words, unless nothing else is left. */
export function queryTerms(text: string, language: Language): readonly SearchTerm[] {
  const terms = searchTerms(text, language);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term.surface));
  return meaningful.length > 0 ? meaningful : terms;
}

/**
 * Looks every word the index does not know (no index word starts with it, and its stem is no
 * index word) up in the index's dictionary, and keeps the closest spellings as corrections.
 */
export async function analyseQuery(db: Database, text: string, language: Language): Promise<TextQuery | undefined> {
  const terms = queryTerms(text, language);
  if (terms.length === 0) return undefined;
  const normalised = terms.map((term) => term.surface).join(' ');
  const arabic = /[\u0600-\u06FF]/.test(normalised);
  const unknown = terms.filter((term) => term.surface.length >= MIN_CORRECTED_LENGTH);
  if (unknown.length === 0) return { normalised, arabic, words: terms.map((term) => ({ term, corrections: [] })) };
  const result = (await db.execute(sql`
    select t.position,
      exists (select 1 from search_words w where w.word like t.surface || '%' or w.word = t.stem) as known,
      array(
        select w.word from search_words w
        where w.word % t.surface and similarity(w.word, t.surface) >= ${CORRECTION_SIMILARITY}
        order by similarity(w.word, t.surface) desc, w.word
        limit ${CORRECTIONS_PER_WORD}
      ) as near
    from json_to_recordset(${JSON.stringify(unknown.map((term, position) => ({ ...term, position })))}::json) as t(surface text, stem text, position int)`)) as unknown as {
    rows: { position: number; known: boolean; near: string[] | null }[];
  };
  const corrections = new Map<SearchTerm, readonly string[]>();
  for (const row of result.rows) {
    const term = unknown[row.position];
    if (term !== undefined && !row.known) corrections.set(term, row.near ?? []);
  }
  return { normalised, arabic, words: terms.map((term) => ({ term, corrections: corrections.get(term) ?? [] })) };
}

/**
 * The words as a `to_tsquery` text: every word must match (AND), each by its written form or
 * its stem as a prefix (type-ahead) or by a correction. Words hold letters and digits only.
 */
export function tsqueryText(query: TextQuery): string {
  return query.words
    .map(({ term, corrections }) => {
      const forms = new Set([`'${term.surface}':*`, `'${term.stem}':*`, ...corrections.map((word) => `'${word}'`)]);
      return `(${[...forms].join(' | ')})`;
    })
    .join(' & ');
}
