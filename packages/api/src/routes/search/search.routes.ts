import type { FastifyInstance } from 'fastify';
import { errAsync, type ResultAsync } from 'neverthrow';
import {
  BRAND_PROFILES,
  formatLocale,
  type BuildSearchRequest,
  type BuildSearchRequestError,
  type ParseListingUrl,
  type SearchError,
  type SearchProducts,
} from '@storefront/core';
import { invalidRequest } from '../../http/validation.js';
import { respond } from '../../http/respond.js';
import { searchBody, suggestionsBody } from './validators.js';

export interface SearchRouteDeps {
  readonly parseListingUrl: ParseListingUrl;
  readonly buildSearchRequest: BuildSearchRequest;
  readonly searchProducts: SearchProducts;
}

export function registerSearchRoutes(app: FastifyInstance, deps: SearchRouteDeps): void {
  app.post('/search', async (request, reply) => {
    const body = searchBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, language, brand = 'lazurde', text, path = '', query = '' } = body.data;
    const locale = { language, region };
    const listingPath = `/${formatLocale(locale)}${BRAND_PROFILES[brand].homePath}${path.startsWith('/') || path === '' ? path : `/${path}`}`;
    const listing = deps.parseListingUrl.execute({ pathname: listingPath, search: query });
    const built = deps.buildSearchRequest.execute({ locale, brand, query: listing.query, text });
    const results: ResultAsync<unknown, BuildSearchRequestError | SearchError> = built.isErr()
      ? errAsync(built.error)
      : deps.searchProducts.execute(built.value.request).map((found) => ({
          ...found,
          request: built.value.request,
          issues: listing.issues,
          ...(built.value.unknownSortKey === undefined ? {} : { unknownSortKey: built.value.unknownSortKey }),
        }));
    return respond(reply, results, (value) => value);
  });

  app.post('/search/suggestions', async (request, reply) => {
    const body = suggestionsBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, language, brand = 'lazurde', text } = body.data;
    return respond(reply, deps.searchProducts.suggest({ locale: { language, region }, brand, text }), (suggestions) => suggestions);
  });
}
