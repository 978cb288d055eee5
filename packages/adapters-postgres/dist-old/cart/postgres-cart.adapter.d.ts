import { ResultAsync } from 'neverthrow';
import { type Cart, type CartChange, type CartOwner, type CartPort, type CartPortError, type LineQuantityPolicy, type Language, type NewCart, type OrderedLine, type Region, type RestoredCartRequest, type VatPolicy } from '@storefront/core';
import type { Database } from '../database/database.js';
/** The outbox topic of the marketing platform's `cart_update_backend` event. */
export declare const CART_UPDATE_TOPIC = "marketing.cart_update_backend";
/** Only the SHA-256 of a browser's cart token is stored: a copy of the table opens no cart. */
export declare function cartTokenHash(token: string): string;
export interface PostgresCartOptions {
    /** How many units one line and how many lines one cart may hold; the core's default allows 1 to 10 per line, 20 lines. */
    readonly quantityPolicy?: LineQuantityPolicy;
    /** Only the figures of the VAT breakdown depend on it; amounts include VAT. */
    readonly vat?: VatPolicy;
    /** The clock coupons are judged by and events are stamped with. */
    readonly now?: () => Date;
}
/**
 * The cart port on the built-in engine. A cart answers only to its owner: the browser whose token
 * hashes to the stored hash, or the customer it was handed to; anyone else gets `NOT_FOUND` as for
 * an id never issued. Every change runs in one transaction that first bumps the cart's version,
 * which locks the cart's row: writers of one cart take turns, so a quantity checked against the
 * policy is still the quantity when it is written. Line changes write their marketing event to
 * the outbox in that same transaction.
 */
export declare class PostgresCart implements CartPort {
    private readonly db;
    private readonly quantityPolicy;
    private readonly vat;
    private readonly now;
    constructor(db: Database, options?: PostgresCartOptions);
    getCart(region: Region, cartId: string, owner: CartOwner, language?: Language): ResultAsync<Cart, CartPortError>;
    createCart(region: Region, cart: NewCart): ResultAsync<Cart, CartPortError>;
    /** The cart is priced in the region's currency from its price list, whatever the order said. */
    restoreCart(region: Region, request: RestoredCartRequest, owner: CartOwner): ResultAsync<Cart, CartPortError>;
    linesForRestore(region: Region, cartId: string): ResultAsync<readonly OrderedLine[], CartPortError>;
    deleteCart(region: Region, cartId: string, owner: CartOwner): ResultAsync<void, CartPortError>;
    addLine(region: Region, cartId: string, line: OrderedLine, change: CartChange): ResultAsync<Cart, CartPortError>;
    updateLine(region: Region, cartId: string, lineId: string, quantity: number, change: CartChange): ResultAsync<Cart, CartPortError>;
    removeLine(region: Region, cartId: string, lineId: string, change: CartChange): ResultAsync<Cart, CartPortError>;
    assignToCustomer(region: Region, cartId: string, customerId: number, from: CartOwner): ResultAsync<Cart, CartPortError>;
    applyCoupon(region: Region, cartId: string, code: string, owner: CartOwner): ResultAsync<Cart, CartPortError>;
    removeCoupon(region: Region, cartId: string, code: string, owner: CartOwner): ResultAsync<Cart, CartPortError>;
    private create;
    /** Resolves each requested line and folds lines of the same variant into one, in request order. */
    private planLines;
    private lineVariant;
    /** The units a single request adds must themselves be a quantity the policy accepts. */
    private requireQuantity;
    /** The quantity the line would hold after the change, against the policy and the region's stock. */
    private checkLine;
    private checkLineCount;
    private read;
    /**
     * Runs a change in a transaction that bumps the cart's version first (locking its row), checks
     * the owner, applies the change, reads the cart back and, for a line change, writes its
     * marketing event to the outbox. Any refusal rolls all of it back, the event included.
     */
    private change;
    private run;
}
//# sourceMappingURL=postgres-cart.adapter.d.ts.map