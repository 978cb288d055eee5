import type { Region, WishlistPort } from '@storefront/core';
/** What a wish-list port needs to offer for the contract to run against it. */
export interface WishlistContractFixture {
    readonly port: WishlistPort;
    /** The store the wish lists live in. */
    readonly region: Region;
    /** Three different products sold in `region`. */
    readonly productIds: readonly [number, number, number];
    /** A product `region` does not sell. */
    readonly notSoldInRegion: number;
    /** A customer of `region`'s store who has never used a wish list there. */
    newCustomer(): Promise<number>;
    teardown(): Promise<void>;
}
/**
 * The behaviour every wish-list port promises, written against the port alone, so that any
 * adapter can prove it keeps the same promises.
 */
export declare function wishlistPortContract(name: string, setup: () => Promise<WishlistContractFixture>): void;
//# sourceMappingURL=wishlist-port.contract.d.ts.map