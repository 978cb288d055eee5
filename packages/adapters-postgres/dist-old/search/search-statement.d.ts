import { type SQL } from 'drizzle-orm';
import { type DomainSort, type FacetFilters, type FacetKey, type FilterFacet, type Language, type Region } from '@storefront/core';
import { type TextQuery } from './text-query.js';
/** A filter dimension: the facets that select on it, and the index facets that hold its values. */
interface Dimension {
    readonly id: string;
    readonly keys: readonly FilterFacet[];
    readonly facets: readonly string[];
}
/** Gemstones are one dimension: a shopper asking for Diamonds or Emerald wants either (decision 0502). */
export declare const DIMENSIONS: readonly Dimension[];
/** A facet whose values `search_facet_values` holds, listed under the request language's key. */
export interface GroupedFacet {
    readonly key: Readonly<Record<Language, FacetKey>>;
    /** Its name in `search_facet_values`. */
    readonly facet: string;
    /** The dimension whose own filter the counts leave out; none for facets nobody filters on. */
    readonly dimension?: string;
}
export declare const GROUPED_FACETS: readonly GroupedFacet[];
export interface StatementInput {
    readonly region: Region;
    readonly language: Language;
    readonly brand: string;
    readonly categoryId?: number;
    /** Set when the request has a category no catalogue holds: nothing can match. */
    readonly impossible: boolean;
    readonly text?: TextQuery;
    /** Match the text against the names by trigram similarity rather than by words (the typo fall-back). */
    readonly byName?: boolean;
    readonly filters: FacetFilters;
    /** Inclusive bounds in minor units (`priceBoundsMinor` of the request's half-open range). */
    readonly priceMinor: {
        readonly min: number;
        readonly max: number;
    };
    readonly sort: DomainSort;
    readonly start: number;
    readonly rows: number;
    /** Without facets, the statement answers only the page and the total (type-ahead products). */
    readonly facets: boolean;
    readonly facetOptionLimit: number;
}
/** The selected values of a dimension, over all its facet keys and both languages. */
export declare function selectedValues(filters: FacetFilters, dimension: Dimension): readonly string[];
/**
 * The price facet's bands as `search_price_bands` holds them: inclusive bounds in minor units of
 * the core's half-open bands (decision 0532), so no price is in two bands.
 */
export declare const BANDS_MINOR: {
    readonly min: number;
    readonly max: number;
}[];
/**
 * One statement for a results page with its facets, counted with bitmaps (decision 0506). Every
 * product of a brand has an ordinal; `search_brand_bitmaps` holds, per facet value and category,
 * which ordinals have it, and `search_region_bitmaps` which the region prices and in which price
 * band. The result set is the AND of the region's, the category's, the text matches', the price
 * range's and each filtered dimension's bitmap (its selected values ORed); a facet of a filtered
 * dimension counts against the same AND without its own dimension (disjunctive faceting), and
 * every count is the bits set in one more AND. The text's matches are a bitmap too, from the
 * brand's word bitmaps (decision 0507). The page is read in its order: from the listing index of
 * its sort, or by ordinal and sorted; a text in relevance order ranks its hits. Counts, total and
 * page come from one snapshot.
 */
export declare function searchStatement(input: StatementInput): SQL;
export {};
//# sourceMappingURL=search-statement.d.ts.map