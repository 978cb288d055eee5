import type { Region } from '@storefront/core';
import type { Database } from '../../database/database.js';
/**
 * Test data for the engine's port suites, found by SKU so that the suites hold whatever else the
 * demo catalogue holds. Written with plain SQL, never with the adapters under test.
 */
export interface CatalogueProduct {
    readonly productId: number;
    /** Variant ids in position order (a ring's sizes). */
    readonly variantIds: readonly number[];
}
export declare function productsBySku(db: Database, skus: readonly string[]): Promise<Record<string, CatalogueProduct>>;
/** Leaves every variant of the product with `units` to sell in the region, all in one location. */
export declare function setStock(db: Database, region: Region, productId: number, units: number): Promise<void>;
/** A new customer of the region's store. */
export declare function insertCustomer(db: Database, region: Region): Promise<number>;
//# sourceMappingURL=engine-fixtures.d.ts.map