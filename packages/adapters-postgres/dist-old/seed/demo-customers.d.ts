import type { Region } from '@storefront/core';
export interface DemoCustomer {
    readonly region: Region;
    readonly email: string;
    readonly password: string;
    readonly firstName: string;
    readonly lastName: string;
    /** E.164, a mobile number of the region. */
    readonly phone: string;
}
/** The shared password of the demo accounts; public on purpose, stated in the README. */
export declare const DEMO_CUSTOMER_PASSWORD = "Demo-Storefront-2026";
/** One verified demo account per region's store (attributes 15 and 16 are both `true`). */
export declare const DEMO_CUSTOMERS: readonly DemoCustomer[];
/** Reviews the demo customers wrote, so "My Reviews" is not empty: [sku, rating]. */
export declare const DEMO_CUSTOMER_REVIEWS: Readonly<Record<Region, readonly (readonly [string, 1 | 2 | 3 | 4 | 5])[]>>;
//# sourceMappingURL=demo-customers.d.ts.map