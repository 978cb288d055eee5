import { type CartPort, type Region } from '@storefront/core';
/** What a cart port needs to offer for the contract to run against it. */
export interface CartContractFixture {
    readonly port: CartPort;
    /** The store the carts are made in. */
    readonly region: Region;
    /** Any other region's store; it must sell `necklace`. */
    readonly otherRegion: Region;
    readonly products: {
        /** Sold in `region` in at least two sizes (variant ids in position order), ten units of each in stock. */
        readonly ring: {
            readonly productId: number;
            readonly variantIds: readonly number[];
        };
        /** Sold in `region` and `otherRegion`, ten units of its first variant in stock in both. */
        readonly necklace: {
            readonly productId: number;
            readonly variantId: number;
        };
        /** Not sold in `region`. */
        readonly notSoldInRegion: {
            readonly productId: number;
        };
        /** Sold in `region` with no unit left to sell. */
        readonly soldOut: {
            readonly productId: number;
        };
    };
    /** A customer of `region`'s store. */
    readonly customerId: number;
    teardown(): Promise<void>;
}
/**
 * The behaviour every cart port promises, written against the port alone, so that any adapter
 * (the built-in engine, a hosted commerce service) can prove it keeps the same promises.
 */
export declare function cartPortContract(name: string, setup: () => Promise<CartContractFixture>): void;
//# sourceMappingURL=cart-port.contract.d.ts.map