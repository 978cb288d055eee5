import { ResultAsync } from 'neverthrow';
import { type InfrastructureError, type Region, type SearchPort, type SearchRequest, type SearchResults, type SuggestionRequest, type Suggestions } from '@storefront/core';
import type { Database } from '../database/database.js';
/**
 * The SearchPort on the built-in engine: full-text search in English and Arabic over the
 * `product_search` index (normalised by the core's text analysis, typos corrected by trigrams),
 * category navigation, disjunctive facet counts, price range, every domain sort and paging.
 * It reads `search_listings` (prices kept current by triggers) and, with text, `product_search`;
 * the index needs `refreshSearchIndex` after catalogue changes (decisions 0501 to 0503).
 */
export declare class PostgresSearch implements SearchPort {
    private readonly db;
    constructor(db: Database);
    search(request: SearchRequest): ResultAsync<SearchResults, InfrastructureError>;
    suggest(request: SuggestionRequest): ResultAsync<Suggestions, InfrastructureError>;
    getConfig(region: Region, key: string): ResultAsync<Readonly<Record<string, unknown>>, InfrastructureError>;
    /**
     * Type-ahead phrases in the script the shopper types: every word must start a word of the phrase.
     * Typed in the other language than the page's, each phrase comes with its twin in the page's
     * language: a type or collection by its facet value, a product name by the product's other name.
     */
    private phrases;
    private categoryId;
    private run;
    private statementRow;
    private answer;
    /** Listing tiles of the page, in the page's order. */
    private tiles;
}
//# sourceMappingURL=postgres-search.adapter.d.ts.map