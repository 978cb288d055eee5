import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Container } from 'inversify';
import type { BuildSearchRequest, ListFeaturedProducts, ParseListingUrl, ReadCatalogue, SearchProducts } from '@storefront/core';
import type { ImageService } from '@storefront/adapters-media';
import type { Config } from './config/config.js';
import { TOKENS } from './composition/tokens.js';
import { failure } from './http/envelope.js';
import { registerCatalogRoutes } from './routes/catalog/catalog.routes.js';
import { registerSearchRoutes } from './routes/search/search.routes.js';
import { registerHealthRoutes } from './routes/health/health.routes.js';
import { registerImageRoutes } from './routes/images/images.routes.js';
import type { Runtime } from './runtime/runtime.js';

export interface BuildApiOptions {
  readonly container: Container;
  readonly logger?: FastifyServerOptions['logger'];
}

/** A 4xx that Fastify raises itself (bad JSON, wrong content type, body too large). */
function clientErrorCode(statusCode: number): string {
  switch (statusCode) {
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return 'MALFORMED_REQUEST';
  }
}

/**
 * The HTTP server of the storefront API: health probes at the root and the spec's routes under /api.
 * The web server reuses this instance and adds server rendering on the same port.
 */
export function buildApi({ container, logger }: BuildApiOptions): FastifyInstance {
  const config = container.get<Config>(TOKENS.Config);
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 64 * 1024,
    trustProxy: true,
  });

  // Pages, JSON and scripts go out compressed (brotli or gzip by Accept-Encoding); images are
  // already compressed and are left alone by content type.
  void app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send(failure(clientErrorCode(status)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('INTERNAL_ERROR'));
  });

  registerHealthRoutes(app, container.get<Runtime>(TOKENS.Runtime));
  registerImageRoutes(app, { images: container.get<ImageService>(TOKENS.ImageService) });

  void app.register(
    (api, _options, done) => {
      registerCatalogRoutes(api, {
        listFeaturedProducts: container.get<ListFeaturedProducts>(TOKENS.ListFeaturedProducts),
        readCatalogue: container.get<ReadCatalogue>(TOKENS.ReadCatalogue),
      });
      registerSearchRoutes(api, {
        parseListingUrl: container.get<ParseListingUrl>(TOKENS.ParseListingUrl),
        buildSearchRequest: container.get<BuildSearchRequest>(TOKENS.BuildSearchRequest),
        searchProducts: container.get<SearchProducts>(TOKENS.SearchProducts),
      });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(failure('ROUTE_NOT_FOUND', { method: request.method, url: request.url })),
      );
      done();
    },
    { prefix: '/api' },
  );

  return app;
}
