import { z } from 'zod';
import { searchTerms, type SearchTerm } from './arabic-normalisation.js';

/**
 * Synonyms are the merchant's data (decision 0508): words shoppers use for what the catalogue
 * calls otherwise. A two-way entry makes every term find every other ("bangle" and "cuff"); a
 * one-way entry makes its `from` term also find its `to` terms but not the reverse ("necklace"
 * also finds pendants, "pendant" finds pendants only). Terms may be several words ("yellow gold").
 */

const ARABIC_LETTER = /[\u0621-\u064A]/;
const LATIN_LETTER = /[A-Za-z]/;
/** How long a synonym term may be, in words: matching reads at most this many query words at a time. */
export const MAX_SYNONYM_WORDS = 4;

const term = z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters');
const language = z.enum(['en', 'ar']);

const twoWay = z.strictObject({
  language,
  kind: z.literal('two-way'),
  terms: z.array(term).min(2, 'a two-way entry needs at least two terms').max(20),
});
const oneWay = z.strictObject({
  language,
  kind: z.literal('one-way'),
  from: term,
  to: z.array(term).min(1, 'a one-way entry needs at least one term to find').max(20),
});

/** Every term of an entry, `from` first. */
export function synonymEntryTerms(entry: SynonymEntry): readonly string[] {
  return entry.kind === 'two-way' ? entry.terms : [entry.from, ...entry.to];
}

/** One synonym entry as the merchant writes it; an Arabic entry's terms are Arabic, an English one's are not. */
export const synonymEntrySchema = z.discriminatedUnion('kind', [twoWay, oneWay]).superRefine((entry, context) => {
  const terms = synonymEntryTerms(entry);
  terms.forEach((text, index) => {
    const path = entry.kind === 'two-way' ? ['terms', index] : index === 0 ? ['from'] : ['to', index - 1];
    const words = searchTerms(text, entry.language);
    if (words.length === 0) context.addIssue({ code: 'custom', path, message: 'must hold a letter or a digit' });
    else if (words.length > MAX_SYNONYM_WORDS) context.addIssue({ code: 'custom', path, message: `must be at most ${MAX_SYNONYM_WORDS} words` });
    if (entry.language === 'ar' && !ARABIC_LETTER.test(text)) context.addIssue({ code: 'custom', path, message: 'an Arabic entry holds Arabic words' });
    if (entry.language === 'en' && (ARABIC_LETTER.test(text) || !(LATIN_LETTER.test(text) || /\d/.test(text)))) {
      context.addIssue({ code: 'custom', path, message: 'an English entry holds English words' });
    }
  });
  const keys = terms.map((text) => synonymKey(searchTerms(text, entry.language)));
  if (new Set(keys).size < keys.length) context.addIssue({ code: 'custom', message: 'holds the same term twice (after normalisation)' });
});
export type SynonymEntry = z.infer<typeof twoWay> | z.infer<typeof oneWay>;

/** The merchant's synonyms file: `{ "synonyms": [ ... ] }`, anything else in it refused. */
export const synonymsFileSchema = z.strictObject({
  synonyms: z.array(synonymEntrySchema).max(5000),
});
export type SynonymsFile = z.infer<typeof synonymsFileSchema>;

/** The words of a term matched against the query: their stems, so a plural finds its singular's synonyms. */
function synonymKey(words: readonly SearchTerm[]): string {
  return words.map((word) => word.stem).join(' ');
}

/** The synonyms ready for queries: per term (its words' stems), the terms it also finds. */
export interface SynonymSet {
  readonly alternatives: ReadonlyMap<string, readonly (readonly SearchTerm[])[]>;
  /** The longest term, in words. */
  readonly longest: number;
}

export const NO_SYNONYMS: SynonymSet = { alternatives: new Map(), longest: 0 };

/**
 * The entries as a lookup, each term analysed as the index analyses text (Arabic letter forms,
 * case, accents, plurals), so أقراط, اقراط and الأقراط name one term.
 */
export function buildSynonymSet(entries: readonly SynonymEntry[]): SynonymSet {
  const alternatives = new Map<string, (readonly SearchTerm[])[]>();
  let longest = 0;
  const add = (from: readonly SearchTerm[], to: readonly SearchTerm[]) => {
    const key = synonymKey(from);
    const target = synonymKey(to);
    if (key === target) return;
    const list = alternatives.get(key) ?? [];
    if (!list.some((existing) => synonymKey(existing) === target)) list.push(to);
    alternatives.set(key, list);
    longest = Math.max(longest, from.length);
  };
  for (const entry of entries) {
    const analyse = (text: string) => searchTerms(text, entry.language);
    if (entry.kind === 'two-way') {
      const terms = entry.terms.map(analyse);
      for (const from of terms) for (const to of terms) add(from, to);
    } else {
      const from = analyse(entry.from);
      for (const to of entry.to) add(from, analyse(to));
    }
  }
  return { alternatives, longest };
}

/**
 * A run of query words that must match together (AND), or be replaced by any one of its
 * alternatives (each itself words ANDed). A word outside every synonym is a run of one without
 * alternatives.
 */
export interface QueryClause {
  readonly words: readonly SearchTerm[];
  readonly alternatives: readonly (readonly SearchTerm[])[];
}

/**
 * The query words as clauses: from the left, the longest run of whole words that is a synonym
 * term takes that term's alternatives. Words match a term by their stems, never as a prefix, so
 * a word still being typed ("neck") expands to nothing.
 */
export function expandWithSynonyms(terms: readonly SearchTerm[], synonyms: SynonymSet): readonly QueryClause[] {
  const clauses: QueryClause[] = [];
  let index = 0;
  while (index < terms.length) {
    let matched: QueryClause | undefined;
    for (let length = Math.min(synonyms.longest, terms.length - index); length >= 1 && matched === undefined; length -= 1) {
      const words = terms.slice(index, index + length);
      const alternatives = synonyms.alternatives.get(synonymKey(words));
      if (alternatives !== undefined) matched = { words, alternatives };
    }
    const clause = matched ?? { words: terms.slice(index, index + 1), alternatives: [] };
    clauses.push(clause);
    index += clause.words.length;
  }
  return clauses;
}
