import type { ResultAsync } from 'neverthrow';
import type { ProductSummary } from '../../catalog/domain/product.js';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { FacetKey } from '../domain/facets.js';
import type { SearchRequest, SuggestionRequest } from '../domain/search-request.js';

export const SearchPort = Symbol.for('storefront.SearchPort');

/** One option of a facet, with how many results carry it. */
export interface FacetOption {
  readonly value: string;
  /**
   * The same value in the request's other language, for a facet with English- and Arabic-valued
   * twins (`18K` for `18 قيراط`, see `facetTwins`): what lets a listing address written in one
   * language's values be named in the other's.
   */
  readonly twinValue?: string;
  readonly count: number;
  readonly selected: boolean;
}

export interface SearchResults {
  readonly products: readonly ProductSummary[];
  /** Results across all pages. */
  readonly total: number;
  readonly facets: Readonly<Partial<Record<FacetKey, readonly FacetOption[]>>>;
}

export interface Suggestions {
  /** Completed search phrases. */
  readonly phrases: readonly string[];
  readonly products: readonly ProductSummary[];
}

/** The search engine of one region's store (native full-text search, or a provider). */
export interface SearchPort {
  /** Runs a search or category navigation; the request's locale names the region and language. */
  search(request: SearchRequest): ResultAsync<SearchResults, InfrastructureError>;
  /** Type-ahead phrases and products for partial text, at most `request.limit` of each. */
  suggest(request: SuggestionRequest): ResultAsync<Suggestions, InfrastructureError>;
  /** A named search configuration or banner document (`config`, `banner:<key>`) of the region. */
  getConfig(region: Region, key: string): ResultAsync<Readonly<Record<string, unknown>>, InfrastructureError>;
}
