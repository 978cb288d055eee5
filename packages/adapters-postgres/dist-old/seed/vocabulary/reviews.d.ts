import type { Region } from '@storefront/core';
import type { Bilingual } from './bilingual.js';
/** A review's title and body in one voice; `{item}` becomes "this ring" / "هذا الخاتم". */
export interface ReviewText {
    readonly title: Bilingual;
    readonly body: Bilingual;
}
export declare const REVIEW_TEXTS: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly ReviewText[]>>;
/** Reviewers' display names per region, in Latin script for English reviews and Arabic for Arabic ones. */
export declare const REVIEWER_NAMES: Readonly<Record<Region, Readonly<Record<'en' | 'ar', readonly string[]>>>>;
//# sourceMappingURL=reviews.d.ts.map