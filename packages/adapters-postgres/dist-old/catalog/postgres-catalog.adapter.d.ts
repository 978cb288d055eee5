import { ResultAsync } from 'neverthrow';
import { type Brand, type CatalogPort, type CatalogScope, type Category, type FeaturedProductsQuery, type InfrastructureError, type ProductDetail, type ProductSummary } from '@storefront/core';
import type { Database } from '../database/database.js';
/** The catalogue port on the built-in engine: one region's prices and stock, one language's text. */
export declare class PostgresCatalog implements CatalogPort {
    private readonly db;
    constructor(db: Database);
    listFeaturedProducts(query: FeaturedProductsQuery): ResultAsync<readonly ProductSummary[], InfrastructureError>;
    listProductsByIds(scope: CatalogScope, productIds: readonly number[]): ResultAsync<readonly ProductSummary[], InfrastructureError>;
    listRelatedProducts(scope: CatalogScope, sku: string, limit: number): ResultAsync<readonly ProductSummary[], InfrastructureError>;
    getProductBySku(scope: CatalogScope, sku: string): ResultAsync<ProductDetail, InfrastructureError>;
    listCategories(scope: CatalogScope, brand: Brand): ResultAsync<readonly Category[], InfrastructureError>;
}
//# sourceMappingURL=postgres-catalog.adapter.d.ts.map