import { type Result } from 'neverthrow';
import { type Cart, type CartPortError, type CouponPromotion, type Region, type VariantChoiceError, type VatPolicy } from '@storefront/core';
import type { Database } from '../database/database.js';
/** A transaction or the database itself: the cart's reads run inside the writes' transactions. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
export interface CartHead {
    readonly id: string;
    readonly language: string;
    readonly couponCode: string | null;
}
/** The cart's row as an owner check needs it. */
export interface OwnedCartHead extends CartHead {
    readonly tokenHash: string | null;
    readonly customerId: number | null;
}
export interface CartLineRow {
    readonly id: string;
    readonly productId: number;
    readonly variantId: number;
    readonly availableToSell: number;
    readonly sku: string;
    readonly productSku: string;
    readonly name: string;
    /** The variant's options, `{ Size: '52' }`. */
    readonly options: Readonly<Record<string, string>> | null;
    readonly imagePath: string;
    readonly quantity: number;
    readonly priceMinor: number;
    readonly salePriceMinor: number | null;
}
export interface CartRows {
    readonly head: CartHead;
    readonly lines: readonly CartLineRow[];
    /** The coupon on the cart, when it names one the region's store has. */
    readonly coupon?: CouponPromotion | undefined;
}
/** The cart's own row, only when it belongs to the region's store. */
export declare function selectCartHead(q: Queryable, region: Region, cartId: string): Promise<OwnedCartHead | undefined>;
/** The region's coupon of that code, running or not. */
export declare function selectCoupon(q: Queryable, region: Region, code: string): Promise<CouponPromotion | undefined>;
/** Everything a cart reading needs: its lines priced now, and its coupon. */
export declare function selectCartRows(q: Queryable, region: Region, head: CartHead): Promise<CartRows>;
/**
 * The cart's lines priced from the region's price list as it is now. A line whose product has
 * since lost its price in the region cannot be bought there, so it is left out of the reading.
 */
export declare function selectCartLines(q: Queryable, region: Region, language: string, cartId: string): Promise<CartLineRow[]>;
export interface ResolvedVariant {
    readonly productId: number;
    readonly variantId: number;
    readonly sku: string;
    /** Units the region's locations can still sell of this variant. */
    readonly availableToSell: number;
}
/**
 * The variant a shopper means, chosen by the core's `chooseVariant` among those the region sells of
 * the product (in position order): the one named, or the only one; a product in sizes with none
 * named is `SIZE_REQUIRED`, and a product or variant the region does not sell `VARIANT_NOT_SOLD`.
 */
export declare function resolveVariant(q: Queryable, region: Region, productId: number, variantId: number | undefined): Promise<Result<ResolvedVariant, VariantChoiceError>>;
export declare function isDatabaseId(id: number): boolean;
/**
 * Prices each line in the region's currency, flags it against the region's stock and adds the cart
 * up with the core's arithmetic: sale prices, then the coupon (as it applies at `now`), then VAT.
 */
export declare function toCart(region: Region, rows: CartRows, vat: VatPolicy, now: Date): Result<Cart, CartPortError>;
//# sourceMappingURL=cart.query.d.ts.map