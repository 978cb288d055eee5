import type { Brand } from '@storefront/core';
import type { Karat, StoneKey } from './vocabulary/materials.js';
export type { ProductKind } from './vocabulary/product-types.js';
type SignatureKind = 'ring' | 'necklace' | 'bracelet' | 'earrings';
/** The facet fields of a signature piece; the type is the English `type` facet value. */
export interface SignatureFacets {
    readonly type: string;
    readonly karat: Karat;
    readonly colour: string;
    readonly stone: StoneKey | null;
    readonly collection: string;
    readonly charmFamily?: string;
}
export interface DemoProduct {
    readonly sku: string;
    readonly brand: Brand;
    /** Picks the illustration: `/images/catalog/{kind}.svg`. */
    readonly kind: SignatureKind;
    readonly nameEn: string;
    readonly nameAr: string;
    readonly descriptionEn: string;
    readonly descriptionAr: string;
    /** Price in KSA in whole riyals; other regions are derived from it. */
    readonly priceSar: number;
    /** Percentage off, when on sale. */
    readonly salePercent?: number;
    readonly facets: SignatureFacets;
}
/**
 * The signature pieces: the newest of the demo catalogue, in this order (the first is the newest).
 * Tests and browser tests name them, so their SKUs, names, prices and stock stay as they are.
 */
export declare const DEMO_PRODUCTS: readonly DemoProduct[];
//# sourceMappingURL=demo-products.d.ts.map