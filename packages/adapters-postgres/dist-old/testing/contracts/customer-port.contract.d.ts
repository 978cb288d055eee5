import type { CustomerPort, Region } from '@storefront/core';
/**
 * What every customer store must hold before the contract runs. A harness seeds it by its own
 * means (rows, a provider's sandbox) and says which ids it got.
 */
export declare const CUSTOMER_CONTRACT_DATA: {
    readonly region: Region;
    readonly otherRegion: Region;
    readonly customer: {
        readonly email: "Noura.Contract@example.com";
        readonly password: "correct horse battery 42";
        readonly firstName: "Noura";
        readonly lastName: "Alharbi";
        /** Attribute id and stored value: title, newsletter, email verified. */
        readonly attributes: readonly [{
            readonly attributeId: 1;
            readonly value: "Ms";
        }, {
            readonly attributeId: 4;
            readonly value: "true";
        }, {
            readonly attributeId: 15;
            readonly value: "true";
        }];
        /** The second is the default, so "default first" is not insertion order. */
        readonly addresses: readonly [{
            readonly firstName: "Noura";
            readonly lastName: "Alharbi";
            readonly phone: "+966501234567";
            readonly line1: "12 Olaya Street";
            readonly city: "Riyadh";
            readonly isDefault: false;
        }, {
            readonly firstName: "Noura";
            readonly lastName: "Alharbi";
            readonly phone: "+966501234567";
            readonly line1: "7 Tahlia Street";
            readonly city: "Jeddah";
            readonly postalCode: "23434";
            readonly isDefault: true;
        }];
        readonly instruments: readonly [{
            readonly brand: "visa";
            readonly last4: "4242";
            readonly expiryMonth: 12;
            readonly expiryYear: 2030;
            readonly isDefault: false;
        }, {
            readonly brand: "mada";
            readonly last4: "1111";
            readonly expiryMonth: 3;
            readonly expiryYear: 2029;
            readonly isDefault: true;
        }];
    };
    /** The same email registered in the other region's store, with its own password. */
    readonly otherRegionCustomer: {
        readonly email: "noura.contract@example.com";
        readonly password: "another password 7";
        readonly firstName: "Noura";
    };
};
export interface CustomerContractSubject {
    readonly port: CustomerPort;
    readonly customerId: number;
    readonly otherRegionCustomerId: number;
    dispose(): Promise<void>;
}
/** The rules every `CustomerPort` adapter keeps, whatever stores the customers. */
export declare function customerPortContract(label: string, arrange: () => Promise<CustomerContractSubject>): void;
//# sourceMappingURL=customer-port.contract.d.ts.map