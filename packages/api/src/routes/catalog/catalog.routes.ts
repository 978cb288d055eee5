import type { FastifyInstance } from 'fastify';
import type { ListFeaturedProducts, ReadCatalogue } from '@storefront/core/catalog';
import { respond } from '../../http/respond.js';
import { invalidRequest } from '../../http/validation.js';
import { categoriesBody, featuredProductsBody, productBySkuBody, productsByIdsBody, relatedProductsBody } from './validators.js';

export interface CatalogRouteDeps {
  readonly listFeaturedProducts: ListFeaturedProducts;
  readonly readCatalogue: ReadCatalogue;
}

export function registerCatalogRoutes(app: FastifyInstance, deps: CatalogRouteDeps): void {
  app.post('/catalog/featured-products', async (request, reply) => {
    const body = featuredProductsBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, language, brand, limit } = body.data;
    return respond(
      reply,
      deps.listFeaturedProducts.execute({ region, language, ...(brand ? { brand } : {}), ...(limit ? { limit } : {}) }),
      (products) => ({ products }),
    );
  });

  app.post('/catalog/product', async (request, reply) => {
    const body = productBySkuBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, language, sku } = body.data;
    return respond(reply, deps.readCatalogue.productBySku({ region, language }, sku), (product) => ({ product }));
  });

  app.post('/catalog/products', async (request, reply) => {
    const body = productsByIdsBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, language, productIds } = body.data;
    return respond(reply, deps.readCatalogue.productsByIds({ region, language }, productIds), (products) => ({ products }));
  });

  app.post('/catalog/related-products', async (request, reply) => {
    const body = relatedProductsBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, language, sku, limit } = body.data;
    return respond(reply, deps.readCatalogue.relatedProducts({ region, language }, sku, limit), (products) => ({ products }));
  });

  app.post('/catalog/categories', async (request, reply) => {
    const body = categoriesBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, language, brand } = body.data;
    return respond(reply, deps.readCatalogue.categories({ region, language }, brand ?? 'lazurde'), (categories) => ({ categories }));
  });
}
