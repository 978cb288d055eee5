import type { Language } from '../../locale/domain/locale.js';
import { normaliseForSearch, searchTerms, type SearchTerm } from './arabic-normalisation.js';
import { expandWithSynonyms, type QueryClause, type SynonymSet } from './search-synonyms.js';

/**
 * Words a query may drop: they rarely name a product and would otherwise have to match ("her" of
 * "gifts for her" would match "Heritage" as a prefix; «لها» of «هدايا لها» nothing at all).
 */
const STOP_WORDS = new Set(
  [
    ...['a', 'an', 'the', 'and', 'or', 'with', 'for', 'of', 'in', 'on', 'to', 'by', 'at', 'her', 'him', 'his', 'my', 'me'],
    ...['في', 'من', 'مع', 'على', 'الى', 'إلى', 'او', 'أو', 'عن', 'و', 'لها', 'له', 'لي'],
  ].map(
    (word) => normaliseForSearch(word, 'ar'),
  ),
);

/**
 * Typo tolerance (decisions 0502 and 0509). A query word the index does not know (no index word
 * starts with it, and its stem is no index word) is corrected against the index's dictionary:
 * first by the dictionary words one swap of two adjacent letters away ("neckalce" for necklace,
 * a Damerau transposition, one edit), then by the words alike by trigrams.
 */
export const TYPO_RULES = {
  /** Shorter words are not corrected: three letters share too few trigrams to tell a typo from another word. */
  minCorrectedLength: 4,
  /** How alike a dictionary word must be to stand in for a misspelt one (pg_trgm similarity). */
  similarity: 0.4,
  /** At most this many dictionary words stand in for one misspelt word. */
  correctionsPerWord: 3,
  /**
   * A trigram-alike word stands in only when it is nearly as alike as the most alike: "earings" is
   * earrings (0.7), not rings (0.4), though both pass `similarity`.
   */
  closeToBest: 0.15,
} as const;

/** The shopper's words without the stop words, unless nothing else is left. */
export function queryTerms(text: string, language: Language): readonly SearchTerm[] {
  const terms = searchTerms(text, language);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term.surface));
  return meaningful.length > 0 ? meaningful : terms;
}

/**
 * Every spelling of a word with two adjacent letters swapped (a Damerau transposition), each once
 * and never the word itself: "neckalce" gives "enckalce", "nceklace", … "necklace", … "neckalec".
 */
export function swappedLetterSpellings(word: string): readonly string[] {
  const letters = Array.from(word);
  const spellings = new Set<string>();
  for (let index = 0; index + 1 < letters.length; index += 1) {
    const swapped = [...letters];
    const [first, second] = [swapped[index], swapped[index + 1]];
    if (first === undefined || second === undefined || first === second) continue;
    swapped[index] = second;
    swapped[index + 1] = first;
    spellings.add(swapped.join(''));
  }
  return [...spellings];
}

/** What the index's dictionary says of one query word. */
export interface DictionaryLookup {
  /** Some index word starts with the word, or the word's stem is an index word. */
  readonly known: boolean;
  /** Dictionary words among the word's `swappedLetterSpellings`. */
  readonly swapped: readonly string[];
  /** Dictionary words alike by trigrams, most alike first, each with its similarity (0 to 1). */
  readonly similar: readonly { readonly word: string; readonly similarity: number }[];
}

/**
 * The words that stand in for a query word: none when the index knows it; else the swapped-letter
 * spellings the dictionary holds (one edit away: the likelier typo) before the trigram-alike
 * words nearly as alike as the most alike (`closeToBest`), at most `correctionsPerWord` of them.
 */
export function correctionsFor(lookup: DictionaryLookup): readonly string[] {
  if (lookup.known) return [];
  const best = Math.max(0, ...lookup.similar.map((candidate) => candidate.similarity));
  const similar = lookup.similar.filter((candidate) => candidate.similarity >= best - TYPO_RULES.closeToBest).map((candidate) => candidate.word);
  return [...new Set([...[...lookup.swapped].sort(), ...similar])].slice(0, TYPO_RULES.correctionsPerWord);
}

/** A shopper's text ready to be matched: its clauses and the words worth looking up for typos. */
export interface AnalysedText {
  /** The normalised words, for trigram similarity against names. */
  readonly normalised: string;
  /** Whether the text is written in Arabic script (its names are compared in Arabic). */
  readonly arabic: boolean;
  readonly clauses: readonly QueryClause[];
  /**
   * The words that may be misspelt: long enough, and not part of a synonym (a synonym is a word
   * the merchant named, not a typo).
   */
  readonly correctable: readonly SearchTerm[];
}

/**
 * The analysis of a query: its words without stop words, grouped into clauses by the merchant's
 * synonyms; undefined when nothing is left to match.
 */
export function analyseSearchText(text: string, language: Language, synonyms: SynonymSet): AnalysedText | undefined {
  const terms = queryTerms(text, language);
  if (terms.length === 0) return undefined;
  const normalised = terms.map((term) => term.surface).join(' ');
  const clauses = expandWithSynonyms(terms, synonyms);
  const correctable = clauses
    .filter((clause) => clause.alternatives.length === 0)
    .flatMap((clause) => clause.words)
    .filter((term) => term.surface.length >= TYPO_RULES.minCorrectedLength);
  return { normalised, arabic: /[\u0600-\u06FF]/.test(normalised), clauses, correctable };
}
