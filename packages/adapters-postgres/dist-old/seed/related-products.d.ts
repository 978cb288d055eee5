import type { ProductDesign } from './product-design.js';
import type { Random } from './random.js';
/**
 * 4 to 8 related products: same brand and same type or collection first; the brand, then anything,
 * only when those run short (a small catalogue). Picks at random rather than building the union of
 * the groups, which would be quadratic at 20,000 products.
 */
export declare function relatedOf(random: Random, design: ProductDesign, groups: Map<string, readonly string[]>, everyone: readonly string[]): string[];
export declare function groupsOf(designs: readonly ProductDesign[]): Map<string, string[]>;
//# sourceMappingURL=related-products.d.ts.map