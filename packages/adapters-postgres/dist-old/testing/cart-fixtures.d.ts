import type { CartUpdateEvent, Region } from '@storefront/core';
import type { Database } from '../database/database.js';
/**
 * Test data for drivers of the cart (the API's route tests), written with plain SQL against the
 * engine's tables, never through the adapters under test.
 */
export interface StockedProduct {
    readonly id: number;
    readonly sku: string;
    readonly variantId: number;
    readonly variantSku: string;
}
/** Up to `count` single-variant products the region sells, each left with `units` to sell. */
export declare function stockedProducts(db: Database, region: Region, count: number, units: number): Promise<StockedProduct[]>;
/** Leaves the variant with `units` to sell in the region, all in its first location. */
export declare function setVariantStock(db: Database, region: Region, variantId: number, units: number): Promise<void>;
/** An order of the region with the given lines (none for an order without lines); answers its reference. */
export declare function insertOrderWithLines(db: Database, region: Region, reference: string, lines: readonly StockedProduct[]): Promise<string>;
/** The `cart_update_backend` events the outbox holds for a cart, oldest first. */
export declare function cartEventsInOutbox(db: Database, cartId: string): Promise<CartUpdateEvent[]>;
/** A new customer of the region's store (no password: test sessions only); answers id and email. */
export declare function insertTestCustomer(db: Database, region: Region): Promise<{
    id: number;
    email: string;
}>;
//# sourceMappingURL=cart-fixtures.d.ts.map