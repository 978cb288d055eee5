import { ResultAsync } from 'neverthrow';
import { type InfrastructureError, type Region, type Wishlist, type WishlistPort } from '@storefront/core';
import type { Database } from '../database/database.js';
/**
 * The wish-list port on the built-in engine: one list per customer and region, made on first use.
 * Each call runs in one transaction; the list is created with `on conflict do nothing`, so two
 * first visits at the same moment end with the same list.
 */
export declare class PostgresWishlist implements WishlistPort {
    private readonly db;
    constructor(db: Database);
    getWishlist(region: Region, customerId: number): ResultAsync<Wishlist, InfrastructureError>;
    addItem(region: Region, customerId: number, productId: number): ResultAsync<Wishlist, InfrastructureError>;
    addItems(region: Region, customerId: number, productIds: readonly number[]): ResultAsync<Wishlist, InfrastructureError>;
    removeItem(region: Region, customerId: number, itemId: string): ResultAsync<Wishlist, InfrastructureError>;
    private run;
}
//# sourceMappingURL=postgres-wishlist.adapter.d.ts.map