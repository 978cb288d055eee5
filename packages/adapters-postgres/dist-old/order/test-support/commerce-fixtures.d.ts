import type { Region } from '@storefront/core';
import type { Database } from '../../database/database.js';
/** Small helpers for engine specs: rows the demo catalogue does not hold, found or set by name. */
export declare function variantIdOf(db: Database, sku: string): Promise<number>;
/** A customer who never signs in during the test (the hash matches no password). */
export declare function insertCustomer(db: Database, region: Region, email: string, firstName: string, lastName?: string): Promise<number>;
/** Sets a variant's stock at each of the region's locations. */
export declare function setStock(db: Database, variantId: number, region: Region, availableToSell: number): Promise<void>;
/** A variant's stock summed over the region's locations. */
export declare function stockOf(db: Database, variantId: number, region: Region): Promise<number>;
/** Removes a product's reviews and its summary, so a spec knows exactly which reviews exist. */
export declare function clearReviews(db: Database, sku: string): Promise<void>;
/** Sets a product's price in a region (minor units), with or without a sale price. */
export declare function setPrice(db: Database, sku: string, region: Region, priceMinor: number, salePriceMinor?: number | null): Promise<void>;
//# sourceMappingURL=commerce-fixtures.d.ts.map