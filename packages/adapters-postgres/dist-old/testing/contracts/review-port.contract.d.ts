import type { Locale, ReviewPort } from '@storefront/core';
export interface ReviewContractSubject {
    readonly port: ReviewPort;
    /** The English locale of a region; the contract also writes in its Arabic twin. */
    readonly locale: Locale;
    /** A product nobody has reviewed yet. */
    readonly sku: string;
    /** A customer of the locale's region, whose first name is `authorFirstName`. */
    readonly customerId: number;
    readonly authorFirstName: string;
    /** Reviews per page, as the adapter was configured. Must be 2 for this contract. */
    readonly pageSize: 2;
    /** Makes a submitted review public, for adapters that moderate; may do nothing. */
    approve(reviewId: string): Promise<void>;
    dispose(): Promise<void>;
}
/** The rules every `ReviewPort` adapter keeps. */
export declare function reviewPortContract(label: string, arrange: () => Promise<ReviewContractSubject>): void;
//# sourceMappingURL=review-port.contract.d.ts.map