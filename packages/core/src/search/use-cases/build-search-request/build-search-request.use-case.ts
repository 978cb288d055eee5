import { err, ok, type Result } from 'neverthrow';
import { brandSellsIn, type Brand } from '../../../locale/domain/brand.js';
import type { Locale } from '../../../locale/domain/locale.js';
import type { DomainError } from '../../../shared/errors.js';
import type { ListingQuery } from '../../domain/listing-query.js';
import { effectivePriceRange } from '../../domain/price-range.js';
import { SEARCH_DEFAULTS, type SearchRequest } from '../../domain/search-request.js';
import { DefaultRelevancePolicy, type RelevancePolicy } from '../../domain/relevance.policy.js';
import type { SortMappingPolicy } from '../../domain/sort-mapping.policy.js';

export interface BuildSearchRequestInput {
  readonly locale: Locale;
  readonly brand: Brand;
  readonly query: ListingQuery;
  /** Free text from the search box; absent or blank for a category listing. */
  readonly text?: string | undefined;
}

export interface BuiltSearchRequest {
  readonly request: SearchRequest;
  /** The URL's sort key was unknown and relevance was used instead. */
  readonly unknownSortKey?: string;
}

export type BuildSearchRequestError = DomainError<'BRAND_NOT_IN_REGION', { brand: Brand; region: string }>;

/**
 * Turns a typed listing query into a search request with the spec's defaults: 40 results a page
 * starting at 0, 500 options per facet, prices 10 to 9999999 unless the shopper narrowed them,
 * text in relevance order ranked by the relevance policy's rule.
 */
export class BuildSearchRequest {
  constructor(
    private readonly sorting: SortMappingPolicy,
    private readonly pageSize: number = SEARCH_DEFAULTS.pageSize,
    private readonly relevance: RelevancePolicy = new DefaultRelevancePolicy(),
  ) {}

  execute(input: BuildSearchRequestInput): Result<BuiltSearchRequest, BuildSearchRequestError> {
    if (!brandSellsIn(input.brand, input.locale.region)) {
      return err({ code: 'BRAND_NOT_IN_REGION', params: { brand: input.brand, region: input.locale.region } });
    }
    const text = input.text?.trim() ?? '';
    const sort = this.sorting.map(input.query.sort);
    const request: SearchRequest = {
      searchType: text === '' ? 'CATNAV' : 'SEARCH',
      locale: input.locale,
      brand: input.brand,
      text,
      sort: sort.sort,
      start: SEARCH_DEFAULTS.start + (input.query.page - 1) * this.pageSize,
      rows: this.pageSize,
      categoryPath: input.query.categories,
      filters: input.query.filters,
      priceRange: effectivePriceRange(input.query.priceRange),
      facetOptionLimit: SEARCH_DEFAULTS.facetOptionLimit,
      relevance: this.relevance.rule,
    };
    return ok(sort.recognised || input.query.sort === undefined ? { request } : { request, unknownSortKey: input.query.sort });
  }
}
