import { type PaymentMethodFamily, type Region, type ReturnPort } from '@storefront/core';
export interface ReturnContractSubject {
    readonly port: ReturnPort;
    readonly region: Region;
    readonly otherRegion: Region;
    readonly customerId: number;
    readonly otherCustomerId: number;
    /** A delivered order of the customer with two lines, the first of quantity 2 or more. */
    readonly order: {
        readonly orderId: string;
        readonly paymentMethod: PaymentMethodFamily;
        readonly deliveredAt: Date;
        readonly lines: readonly {
            readonly lineId: string;
            readonly sku: string;
            readonly quantity: number;
        }[];
    };
    /** An order of the other customer, in the same region. */
    readonly otherCustomersOrderId: string;
    dispose(): Promise<void>;
}
/** The rules every `ReturnPort` adapter keeps. */
export declare function returnPortContract(label: string, arrange: () => Promise<ReturnContractSubject>): void;
//# sourceMappingURL=return-port.contract.d.ts.map