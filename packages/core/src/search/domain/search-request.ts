import type { Brand } from '../../locale/domain/brand.js';
import type { Locale } from '../../locale/domain/locale.js';
import type { FacetFilters } from './facets.js';
import type { CategorySlug } from './categories.js';
import type { RelevanceRule } from './relevance.policy.js';
import type { DomainSort } from './sort-mapping.policy.js';

/** Spec section 9: what a search asks for unless told otherwise. */
export const SEARCH_DEFAULTS = {
  pageSize: 40,
  start: 0,
  suggestionLimit: 15,
  facetOptionLimit: 500,
} as const;

/** A product search or a category navigation, in one region's store and one language. */
export interface SearchRequest {
  /** `SEARCH` for free text, `CATNAV` for browsing a category listing. */
  readonly searchType: 'SEARCH' | 'CATNAV';
  readonly locale: Locale;
  readonly brand: Brand;
  /** The shopper's words; empty when browsing. */
  readonly text: string;
  readonly sort: DomainSort;
  /** Offset of the first result. */
  readonly start: number;
  /** Results per page. */
  readonly rows: number;
  readonly categoryPath: readonly CategorySlug[];
  readonly filters: FacetFilters;
  /** Whole currency units, both ends filled in: from `min`, inclusive, up to `max`, exclusive (decision 0532). */
  readonly priceRange: { readonly min: number; readonly max: number };
  /** How many options each facet may list. */
  readonly facetOptionLimit: number;
  /** How text in relevance order ranks its hits (the core's `RelevancePolicy`, decision 0512). */
  readonly relevance: RelevanceRule;
}

/** Type-ahead suggestions for what the shopper has typed so far. */
export interface SuggestionRequest {
  readonly locale: Locale;
  readonly brand: Brand;
  readonly text: string;
  readonly limit: number;
  /** How the suggested products are ranked, as a search's hits are. */
  readonly relevance: RelevanceRule;
}
