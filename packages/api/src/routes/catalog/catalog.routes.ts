import type { FastifyInstance } from 'fastify';
import type { ListFeaturedProducts } from '@storefront/core';
import { failure, success } from '../../http/envelope.js';
import { errorToStatus } from '../../http/error-to-status.js';
import { invalidRequest } from '../../http/validation.js';
import { featuredProductsBody } from './validators.js';

export interface CatalogRouteDeps {
  readonly listFeaturedProducts: ListFeaturedProducts;
}

export function registerCatalogRoutes(app: FastifyInstance, deps: CatalogRouteDeps): void {
  app.post('/catalog/featured-products', async (request, reply) => {
    const body = featuredProductsBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const result = await deps.listFeaturedProducts.execute({
      region: body.data.region,
      language: body.data.language,
      ...(body.data.brand ? { brand: body.data.brand } : {}),
      ...(body.data.limit ? { limit: body.data.limit } : {}),
    });
    return result.match(
      (products) => reply.send(success({ products })),
      (error) => reply.status(errorToStatus(error)).send(failure(error.code, error.params)),
    );
  });
}
