import type { Language } from '../../locale/domain/locale.js';

/** A type-ahead phrase the engine found, in the language it is written in. */
export interface FoundPhrase {
  readonly phrase: string;
  readonly language: Language;
  /** The same thing named in the other language (`أساور` for `Bracelets`), where the engine knows it. */
  readonly twin?: string;
}

/**
 * The phrases a page offers, in the page's language first: a shopper on an Arabic page who types
 * Latin letters ("braclet") is offered the Arabic names of what the words match (`أساور`), then the
 * phrases as typed, and the other way round on an English page. The engine's order is kept within
 * each language; a phrase is offered once; at most `limit` (decision 0533).
 */
export function phrasesForPage(language: Language, found: readonly FoundPhrase[], limit: number): string[] {
  const offered = new Set<string>();
  const inPageLanguage = found.flatMap((entry) => (entry.language === language ? [entry.phrase] : entry.twin === undefined ? [] : [entry.twin]));
  const inOtherLanguage = found.filter((entry) => entry.language !== language).map((entry) => entry.phrase);
  for (const phrase of [...inPageLanguage, ...inOtherLanguage]) {
    if (offered.size >= limit) break;
    offered.add(phrase);
  }
  return [...offered];
}
