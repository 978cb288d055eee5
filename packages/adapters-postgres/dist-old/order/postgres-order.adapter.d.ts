import { ResultAsync } from 'neverthrow';
import { type DomainError, type InfrastructureError, type Locale, type OrderLines, type OrderPort, type OrderSummary, type PaymentMethodFamily, type ProductKind, type Region, type VatPolicy } from '@storefront/core';
import type { Database } from '../database/database.js';
/** A line to place: the variant, how many, and what the return rules will need later. */
export interface PlaceOrderLine {
    readonly variantId: number;
    readonly quantity: number;
    /** The warehouse or boutique to take stock from; without it, any of the region's with enough stock. */
    readonly locationId?: number;
    readonly kind?: ProductKind;
    readonly pierced?: boolean;
    readonly bundleId?: string;
    /** Line discount in minor units. */
    readonly discountMinor?: number;
}
export interface PlaceOrderInput {
    /** The shopper's idempotency key: the same key always answers the same order. */
    readonly placementKey: string;
    readonly locale: Locale;
    readonly customerId?: number;
    readonly email: string;
    readonly paymentMethod: PaymentMethodFamily;
    /** The delivery or pickup address as shown on the order. */
    readonly shippingAddress: string;
    readonly shippingMinor?: number;
    readonly lines: readonly PlaceOrderLine[];
}
export interface PlacedOrder {
    readonly order: OrderSummary;
    /** `false` when the placement key had already made this order (a retry). */
    readonly created: boolean;
}
export type InsufficientStockError = DomainError<'INSUFFICIENT_STOCK', {
    sku: string;
    requested: number;
    available: number;
}>;
export type PlaceOrderError = InfrastructureError | InsufficientStockError;
export interface PostgresOrdersOptions {
    readonly vat?: VatPolicy;
}
/**
 * Orders on the built-in engine. Beside the port's reads it places orders (`placeOrder`), which
 * checkout will call: idempotent per placement key, and never selling stock that is not there.
 */
export declare class PostgresOrders implements OrderPort {
    private readonly db;
    private readonly vat;
    constructor(db: Database, options?: PostgresOrdersOptions);
    listOrders(region: Region, customerEmail: string): ResultAsync<readonly OrderSummary[], InfrastructureError>;
    getOrder(region: Region, orderId: string): ResultAsync<OrderSummary, InfrastructureError>;
    getOrderLines(region: Region, orderId: string): ResultAsync<OrderLines, InfrastructureError>;
    /**
     * Places an order in one transaction: claims the placement key (a retry, even a parallel one,
     * gets the order the first attempt made), prices the lines from the region's price list, takes
     * the stock with a conditional update per line, and writes the order, its lines and an
     * `order.placed` event. Too little stock for any line refuses the whole order and writes nothing.
     */
    placeOrder(input: PlaceOrderInput): ResultAsync<PlacedOrder, PlaceOrderError>;
    /**
     * Takes a line's quantity from one location with a conditional update, so concurrent orders
     * can never drive stock below zero; answers the location used, or `undefined` if none had enough.
     */
    private takeStock;
}
//# sourceMappingURL=postgres-order.adapter.d.ts.map