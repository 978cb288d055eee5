import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DOCS_PAGE_STYLES, renderDocsPage } from './docs-page.js';
import { DOCS_PATH, OPENAPI_PATH, buildOpenApiDocument } from './openapi-document.js';

/**
 * The docs page is inert (no script, no outside resource) and cached for all: its policy allows
 * its one style element by hash rather than the answer's nonce (decision 0905).
 */
const DOCS_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(DOCS_PAGE_STYLES).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

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
      .header('content-security-policy', DOCS_PAGE_POLICY)
      .type('text/html; charset=utf-8')
      .send((page ??= renderDocsPage(documentOnce(), OPENAPI_PATH))),
  );
}
