import type { FastifyInstance } from 'fastify';
import { categoriesAnswerWire, productAnswerWire, productsAnswerWire } from '@storefront/contract';
import type { ListFeaturedProducts, ListFeaturedProductsError, ReadCatalogue } from '@storefront/core/catalog';
import type { InfrastructureError } from '@storefront/core/shared';
import { codesOf, defineRoute, registerRoute } from '../../http/api-route.js';
import { respond } from '../../http/respond.js';
import { categoriesBody, featuredProductsBody, productBySkuBody, productsByIdsBody, relatedProductsBody } from './validators.js';

export interface CatalogRouteDeps {
  readonly listFeaturedProducts: ListFeaturedProducts;
  readonly readCatalogue: ReadCatalogue;
}

const catalogueErrors = codesOf<InfrastructureError>()(['NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID']);
const products = { name: 'ProductTiles', schema: productsAnswerWire };

/** The catalogue reads of spec section 7, in one language and one region's prices. */
export const CATALOG_ROUTES = {
  featuredProducts: defineRoute({
    method: 'POST',
    path: '/catalog/featured-products',
    operationId: 'featuredProducts',
    tag: 'catalog',
    summary: 'The newest products of a brand in a region (a brand home’s shelf)',
    description: 'A brand the region does not sell answers `404 BRAND_NOT_IN_REGION`. `limit` defaults to 12.',
    body: featuredProductsBody,
    answer: products,
    errors: codesOf<ListFeaturedProductsError>()(['NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID', 'BRAND_NOT_IN_REGION']),
    guarded: false,
    cartCookie: 'none',
  }),
  product: defineRoute({
    method: 'POST',
    path: '/catalog/product',
    operationId: 'productBySku',
    tag: 'catalog',
    summary: 'One product page by SKU',
    description: 'A SKU the region does not sell, or a value that can be no SKU, answers `404 NOT_FOUND` (decision 0015).',
    body: productBySkuBody,
    answer: { name: 'ProductPage', schema: productAnswerWire },
    errors: catalogueErrors,
    guarded: false,
    cartCookie: 'none',
  }),
  products: defineRoute({
    method: 'POST',
    path: '/catalog/products',
    operationId: 'productsByIds',
    tag: 'catalog',
    summary: 'Product tiles by id, in the order asked',
    description: 'Repeated ids answer once; at most 250 ids; ids the region does not sell are left out.',
    body: productsByIdsBody,
    answer: products,
    errors: catalogueErrors,
    guarded: false,
    cartCookie: 'none',
  }),
  relatedProducts: defineRoute({
    method: 'POST',
    path: '/catalog/related-products',
    operationId: 'relatedProducts',
    tag: 'catalog',
    summary: '“You may also like” under a product',
    description: '`limit` defaults to 8.',
    body: relatedProductsBody,
    answer: products,
    errors: catalogueErrors,
    guarded: false,
    cartCookie: 'none',
  }),
  categories: defineRoute({
    method: 'POST',
    path: '/catalog/categories',
    operationId: 'categories',
    tag: 'catalog',
    summary: 'A brand’s category tree in a region, parents first',
    description: '`brand` defaults to `lazurde`.',
    body: categoriesBody,
    answer: { name: 'Categories', schema: categoriesAnswerWire },
    errors: catalogueErrors,
    guarded: false,
    cartCookie: 'none',
  }),
} as const;

export function registerCatalogRoutes(app: FastifyInstance, deps: CatalogRouteDeps): void {
  registerRoute(app, CATALOG_ROUTES.featuredProducts, {}, async ({ region, language, brand, limit }, _request, reply) =>
    respond(
      reply,
      deps.listFeaturedProducts.execute({ region, language, ...(brand ? { brand } : {}), ...(limit ? { limit } : {}) }),
      (products) => ({ products }),
    ),
  );

  registerRoute(app, CATALOG_ROUTES.product, {}, async ({ region, language, sku }, _request, reply) =>
    respond(reply, deps.readCatalogue.productBySku({ region, language }, sku), (product) => ({ product })),
  );

  registerRoute(app, CATALOG_ROUTES.products, {}, async ({ region, language, productIds }, _request, reply) =>
    respond(reply, deps.readCatalogue.productsByIds({ region, language }, productIds), (products) => ({ products })),
  );

  registerRoute(app, CATALOG_ROUTES.relatedProducts, {}, async ({ region, language, sku, limit }, _request, reply) =>
    respond(reply, deps.readCatalogue.relatedProducts({ region, language }, sku, limit), (products) => ({ products })),
  );

  registerRoute(app, CATALOG_ROUTES.categories, {}, async ({ region, language, brand }, _request, reply) =>
    respond(reply, deps.readCatalogue.categories({ region, language }, brand ?? 'lazurde'), (categories) => ({ categories })),
  );
}
