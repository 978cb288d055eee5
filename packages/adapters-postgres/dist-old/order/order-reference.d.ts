import type { Region } from '@storefront/core';
/**
 * An order reference such as `SA-7K3M9XQ2P4RT`: the region, then 60 random bits (decision 0401).
 * Unlike the row id it says nothing about how many orders exist and cannot be guessed.
 */
export declare function newOrderReference(region: Region): string;
/** A return's reference, `R-` and the same 60 random bits. */
export declare function newReturnReference(region: Region): string;
//# sourceMappingURL=order-reference.d.ts.map