import type { FastifyInstance } from 'fastify';
import { errAsync, okAsync } from 'neverthrow';
import { searchAnswerWire, suggestionsWire } from '@storefront/contract';
import { BRAND_PROFILES, formatLocale } from '@storefront/core/locale';
import type { SearchError, SearchProducts, ViewListingPage, ViewListingPageError } from '@storefront/core/search';
import type { RateLimitedError } from '@storefront/core/shared';
import { codesOf, defineRoute, registerRoute } from '../../http/api-route.js';
import { respond } from '../../http/respond.js';
import { searchBody, suggestionsBody } from './validators.js';

export interface SearchRouteDeps {
  readonly viewListingPage: ViewListingPage;
  readonly searchProducts: SearchProducts;
}

export const SEARCH_ROUTES = {
  search: defineRoute({
    method: 'POST',
    path: '/search',
    operationId: 'search',
    tag: 'search',
    summary: 'A listing page or search results, asked for in the storefront’s own address grammar',
    description:
      'The listing path (`/rings/under-500`) and query string (`karat=18k&sort=biggest_saving&page=2`) a page would have, plus free text. ' +
      'Bad listing parameters are dropped and reported in `issues`, never refused; a category the catalogue does not have is `404 NOT_FOUND`.',
    body: searchBody,
    answer: { name: 'SearchResults', schema: searchAnswerWire },
    errors: codesOf<ViewListingPageError | SearchError>()([
      'NOT_FOUND',
      'CONFLICT',
      'UNAVAILABLE',
      'INVALID',
      'BRAND_NOT_IN_REGION',
      'SEARCH_FAILED',
      'SEARCH_SUGGESTIONS_FAILED',
      'SEARCH_CONFIG_FAILED',
      'RATE_LIMITED',
    ]),
    guarded: false,
    cartCookie: 'none',
  }),
  suggestions: defineRoute({
    method: 'POST',
    path: '/search/suggestions',
    operationId: 'searchSuggestions',
    tag: 'search',
    summary: 'Type-ahead phrases and products for what the shopper has typed',
    body: suggestionsBody,
    answer: { name: 'Suggestions', schema: suggestionsWire },
    errors: codesOf<SearchError | RateLimitedError>()(['SEARCH_FAILED', 'SEARCH_SUGGESTIONS_FAILED', 'SEARCH_CONFIG_FAILED', 'RATE_LIMITED']),
    guarded: false,
    cartCookie: 'none',
  }),
} as const;

export function registerSearchRoutes(app: FastifyInstance, deps: SearchRouteDeps): void {
  registerRoute(app, SEARCH_ROUTES.search, {}, async ({ region, language, brand = 'lazurde', text, path = '', query = '' }, request, reply) => {
    // The body names the listing in the pages' own address grammar, below the brand's home.
    const pathname = `/${formatLocale({ language, region })}${BRAND_PROFILES[brand].homePath}${path.startsWith('/') || path === '' ? path : `/${path}`}`;
    const page = deps.viewListingPage.execute({ pathname, search: query, text, client: request.ip });
    return respond(
      reply,
      page.andThen(({ outcome, request: searched, issues, unknownSortKey }) =>
        outcome.kind === 'failed'
          ? errAsync(outcome.error)
          : okAsync({ ...outcome.results, request: searched, issues, ...(unknownSortKey === undefined ? {} : { unknownSortKey }) }),
      ),
      (value) => value,
    );
  });

  registerRoute(app, SEARCH_ROUTES.suggestions, {}, async ({ region, language, brand = 'lazurde', text }, request, reply) =>
    respond(reply, deps.searchProducts.suggest({ locale: { language, region }, brand, text, client: request.ip }), (suggestions) => suggestions),
  );
}
