import type { Money, OrderedLine, OrderPort, Region } from '@storefront/core';
/** An order the harness placed, and what the port should answer about it. */
export interface KnownOrder {
    readonly orderId: string;
    readonly itemCount: number;
    readonly total: Money;
    readonly lines: readonly OrderedLine[];
}
export interface OrderContractSubject {
    readonly port: OrderPort;
    readonly region: Region;
    /** The shopper's email as the orders were placed with it. */
    readonly customerEmail: string;
    /** The shopper's orders in `region`, oldest first (at least two). */
    readonly orders: readonly KnownOrder[];
    /** An order of the same email in another region's store. */
    readonly otherRegionOrderId: string;
    dispose(): Promise<void>;
}
/** The rules every `OrderPort` adapter keeps. */
export declare function orderPortContract(label: string, arrange: () => Promise<OrderContractSubject>): void;
//# sourceMappingURL=order-port.contract.d.ts.map