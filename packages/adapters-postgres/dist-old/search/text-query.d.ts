import { type Language, type SearchTerm } from '@storefront/core';
import type { Database } from '../database/database.js';
/** How alike a dictionary word must be to stand in for a misspelt one (pg_trgm similarity). */
export declare const CORRECTION_SIMILARITY = 0.4;
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
export declare function queryTerms(text: string, language: Language): readonly SearchTerm[];
/**
 * Looks every word the index does not know (no index word starts with it, and its stem is no
 * index word) up in the index's dictionary, and keeps the closest spellings as corrections.
 */
export declare function analyseQuery(db: Database, text: string, language: Language): Promise<TextQuery | undefined>;
/**
 * The words as a `to_tsquery` text: every word must match (AND), each by its written form or
 * its stem as a prefix (type-ahead) or by a correction. Words hold letters and digits only.
 */
export declare function tsqueryText(query: TextQuery): string;
//# sourceMappingURL=text-query.d.ts.map