import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Brand } from '../../../locale/domain/brand.js';
import type { Locale } from '../../../locale/domain/locale.js';
import { notFound, type InfrastructureError, type RateLimitedError } from '../../../shared/errors.js';
import type { LimitAttempts } from '../../../shared/use-cases/limit-attempts/limit-attempts.use-case.js';
import type { ListingUrlIssue, SearchError } from '../../errors.js';
import type { ListingQuery } from '../../domain/listing-query.js';
import type { QueryEntry } from '../../domain/query-string.js';
import type { SearchRequest } from '../../domain/search-request.js';
import type { SearchResults } from '../../ports/search.port.js';
import type { BuildSearchRequest, BuildSearchRequestError } from '../build-search-request/build-search-request.use-case.js';
import type { ListingPage, ParseListingUrl } from '../parse-listing-url/parse-listing-url.use-case.js';
import type { SearchProducts } from '../search-products/search-products.use-case.js';

export interface ViewListingPageInput {
  /**
   * The listing's address below the site: the locale, the brand's home, then categories and
   * perhaps a price range (`/en-sa/miss-l/rings/under-500`). A search names only the brand's home.
   */
  readonly pathname: string;
  /** The query string (filters, sort, page), or its entries already decoded. */
  readonly search: string | readonly QueryEntry[];
  /** The shopper's words on the search page; absent for a category listing. */
  readonly text?: string | undefined;
  /**
   * The client's address, for the `search` rate limit (decision 0910): `/api/search` names it; a
   * page rendered on the server does not, and is not counted.
   */
  readonly client?: string | undefined;
}

/** The search's own outcome: a page whose search failed still renders, without results. */
export type ListingSearchOutcome =
  | { readonly kind: 'results'; readonly results: SearchResults }
  | { readonly kind: 'failed'; readonly error: SearchError };

export interface ListingPageView {
  readonly locale: Locale;
  readonly brand: Brand;
  /** The whole query: the path's and the parameters' together. */
  readonly query: ListingQuery;
  /** What the query string alone asked for. */
  readonly params: ListingQuery;
  readonly isPriceRangePath: boolean;
  /** What was dropped from the address; the page renders without it. */
  readonly issues: readonly ListingUrlIssue[];
  readonly request: SearchRequest;
  /** The address's sort key was unknown and relevance was used instead. */
  readonly unknownSortKey?: string;
  readonly outcome: ListingSearchOutcome;
}

/**
 * An address naming a category the catalogue does not have is no listing (`NOT_FOUND`); a brand
 * the region does not sell is `BRAND_NOT_IN_REGION`.
 */
export type ViewListingPageError = InfrastructureError | BuildSearchRequestError | RateLimitedError;

/**
 * One page of a category listing or of search results, from its address: the address is read
 * leniently (`ParseListingUrl`), the request built with the spec's defaults
 * (`BuildSearchRequest`) and the region's engine asked (`SearchProducts`). The pages and
 * `/api/search` both use it, so no driver chains the three itself.
 */
export class ViewListingPage {
  constructor(
    private readonly parseListingUrl: ParseListingUrl,
    private readonly buildSearchRequest: BuildSearchRequest,
    private readonly searchProducts: SearchProducts,
    private readonly limits: LimitAttempts,
  ) {}

  execute(input: ViewListingPageInput): ResultAsync<ListingPageView, ViewListingPageError> {
    const page = this.parseListingUrl.execute({ pathname: input.pathname, search: input.search });
    const unknownCategory = page.issues.find((issue) => issue.code === 'UNKNOWN_CATEGORY');
    if (unknownCategory) return errAsync(notFound('category', String(unknownCategory.params.segment)));
    return this.limits.attempt(page.locale.region, 'search', { client: input.client }).andThen(() => this.view(page, input.text));
  }

  private view(page: ListingPage, text: string | undefined): ResultAsync<ListingPageView, ViewListingPageError> {
    const built = this.buildSearchRequest.execute({ locale: page.locale, brand: page.brand, query: page.query, text });
    if (built.isErr()) return errAsync(built.error);
    const { request, unknownSortKey } = built.value;
    const view = {
      locale: page.locale,
      brand: page.brand,
      query: page.query,
      params: page.params,
      isPriceRangePath: page.isPriceRangePath,
      issues: page.issues,
      request,
      ...(unknownSortKey === undefined ? {} : { unknownSortKey }),
    };
    return this.searchProducts
      .execute(request)
      .map((results): ListingPageView => ({ ...view, outcome: { kind: 'results', results } }))
      .orElse((error) => okAsync<ListingPageView, never>({ ...view, outcome: { kind: 'failed', error } }));
  }
}
