import type { Region } from '@storefront/core';
import type { ProductDesign } from './product-design.js';
import type { Random } from './random.js';
export interface GeneratedReview {
    readonly region: Region;
    readonly authorName: string;
    readonly rating: 1 | 2 | 3 | 4 | 5;
    readonly title: string;
    readonly body: string;
    readonly language: 'en' | 'ar';
    readonly featured: boolean;
    readonly createdAt: Date;
    /** Set on the demo customers' own reviews. */
    readonly customerEmail?: string;
}
/** A product's published reviews, in both languages, mostly favourable, a few featured. */
export declare function reviewsFor(random: Random, design: ProductDesign, signature: boolean, epoch: number): GeneratedReview[];
//# sourceMappingURL=review-generator.d.ts.map