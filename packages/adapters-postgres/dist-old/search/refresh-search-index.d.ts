import type { Database } from '../database/database.js';
export interface RefreshOutcome {
    /** Products (re)indexed. */
    readonly products: number;
}
/**
 * Fills the native search index from the catalogue, in one transaction: every product, or only
 * `productIds` (after they were added, changed or removed). Call it after seeding or importing a
 * catalogue and after each product change; prices are read live by the search, so a price change
 * needs no refresh.
 */
export declare function refreshSearchIndex(db: Database, productIds?: readonly number[]): Promise<RefreshOutcome>;
//# sourceMappingURL=refresh-search-index.d.ts.map