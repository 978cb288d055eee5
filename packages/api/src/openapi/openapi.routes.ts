import type { FastifyInstance } from 'fastify';
import { renderDocsPage } from './docs-page.js';
import { DOCS_PATH, OPENAPI_PATH, buildOpenApiDocument } from './openapi-document.js';

/**
 * `GET /api/openapi.json` (the API's contract, decision 0820) and `GET /api/docs` (the same,
 * readable). Both are built once, from the routes' declarations, when first asked for.
 */
export function registerOpenApiRoutes(api: FastifyInstance): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  const documentOnce = () => (document ??= buildOpenApiDocument());

  api.get(OPENAPI_PATH.replace(/^\/api/, ''), async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(documentOnce()),
  );

  api.get(DOCS_PATH.replace(/^\/api/, ''), async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      // The page is inert: no script, no outside resource.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8')
      .send((page ??= renderDocsPage(documentOnce(), OPENAPI_PATH))),
  );
}
