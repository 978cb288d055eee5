import type { FastifyInstance } from 'fastify';
import { errAsync, okAsync } from 'neverthrow';
import { BRAND_PROFILES, formatLocale } from '@storefront/core/locale';
import type { SearchProducts, ViewListingPage } from '@storefront/core/search';
import { invalidRequest } from '../../http/validation.js';
import { respond } from '../../http/respond.js';
import { searchBody, suggestionsBody } from './validators.js';

export interface SearchRouteDeps {
  readonly viewListingPage: ViewListingPage;
  readonly searchProducts: SearchProducts;
}

export function registerSearchRoutes(app: FastifyInstance, deps: SearchRouteDeps): void {
  app.post('/search', async (request, reply) => {
    const body = searchBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, language, brand = 'lazurde', text, path = '', query = '' } = body.data;
    // The body names the listing in the pages' own address grammar, below the brand's home.
    const pathname = `/${formatLocale({ language, region })}${BRAND_PROFILES[brand].homePath}${path.startsWith('/') || path === '' ? path : `/${path}`}`;
    const page = deps.viewListingPage.execute({ pathname, search: query, text });
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

  app.post('/search/suggestions', async (request, reply) => {
    const body = suggestionsBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, language, brand = 'lazurde', text } = body.data;
    return respond(reply, deps.searchProducts.suggest({ locale: { language, region }, brand, text }), (suggestions) => suggestions);
  });
}
