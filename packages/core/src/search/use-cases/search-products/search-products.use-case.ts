import type { ResultAsync } from 'neverthrow';
import type { Brand } from '../../../locale/domain/brand.js';
import type { Locale, Region } from '../../../locale/domain/locale.js';
import type { RateLimitedError } from '../../../shared/errors.js';
import type { LimitAttempts } from '../../../shared/use-cases/limit-attempts/limit-attempts.use-case.js';
import { causeOf, withCause } from '../../../shared/errors.js';
import type { SearchError } from '../../errors.js';
import { DefaultRelevancePolicy, type RelevancePolicy } from '../../domain/relevance.policy.js';
import { SEARCH_DEFAULTS, type SearchRequest } from '../../domain/search-request.js';
import type { SearchPort, SearchResults, Suggestions } from '../../ports/search.port.js';

/**
 * Runs searches and type-ahead against the region's engine and turns engine failures into the
 * catalogue's search codes, so the page can show "no results" with a reason instead of crashing;
 * what failed underneath stays attached for the driver's log.
 */
export class SearchProducts {
  constructor(
    private readonly search: SearchPort,
    private readonly limits: LimitAttempts,
    private readonly relevance: RelevancePolicy = new DefaultRelevancePolicy(),
  ) {}

  /** The results page for a built request. */
  execute(request: SearchRequest): ResultAsync<SearchResults, SearchError> {
    return this.search.search(request).mapErr((failure) => withCause<SearchError>({ code: 'SEARCH_FAILED', params: { cause: failure.code } }, causeOf(failure)));
  }

  /**
   * Up to 15 suggestions for what has been typed so far, the products ranked by the relevance
   * policy's rule; with the client's address, within its `suggestions` rate limit (decision 0910).
   */
  suggest(input: { locale: Locale; brand: Brand; text: string; client?: string | undefined }): ResultAsync<Suggestions, SearchError | RateLimitedError> {
    const { client, ...query } = input;
    return this.limits.attempt(query.locale.region, 'suggestions', { client }).andThen(() =>
      this.search
        .suggest({ ...query, text: query.text.trim(), limit: SEARCH_DEFAULTS.suggestionLimit, relevance: this.relevance.rule })
        .mapErr((failure) => withCause<SearchError>({ code: 'SEARCH_SUGGESTIONS_FAILED', params: { cause: failure.code } }, causeOf(failure))),
    );
  }

  /** A named search configuration or banner document of the region. */
  config(region: Region, key: string): ResultAsync<Readonly<Record<string, unknown>>, SearchError> {
    return this.search
      .getConfig(region, key)
      .mapErr((failure) => withCause<SearchError>({ code: 'SEARCH_CONFIG_FAILED', params: { key, cause: failure.code } }, causeOf(failure)));
  }
}
