import { type CategorySlug } from '@storefront/core';
/** Every category slug of the spec: the core's categories plus the two karat shortcuts. */
export type DemoCategorySlug = CategorySlug | '18k-gold' | '21k-gold';
export interface DemoCategory {
    readonly slugEn: DemoCategorySlug;
    readonly slugAr: string;
    readonly nameEn: string;
    readonly nameAr: string;
    readonly parent: DemoCategorySlug | null;
}
/**
 * The two-level tree, parents first, in menu order. Price bands (`under-500`…) are price-range
 * paths, not categories, so they have no rows here.
 */
export declare const DEMO_CATEGORIES: readonly DemoCategory[];
//# sourceMappingURL=category-tree.d.ts.map