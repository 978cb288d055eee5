import { type Brand, type Region } from '@storefront/core';
import type { Random } from './random.js';
import { type Karat, type StoneKey } from './vocabulary/materials.js';
import { type Audience, type ProductKind, type ProductType } from './vocabulary/product-types.js';
/** Everything about one product that does not depend on the rest of the catalogue. */
export interface ProductDesign {
    readonly sku: string;
    readonly brand: Brand;
    readonly kind: ProductKind;
    readonly type: ProductType;
    readonly nameEn: string;
    readonly nameAr: string;
    readonly descriptionEn: string;
    readonly descriptionAr: string;
    readonly metal: string | null;
    readonly karat: Karat | null;
    readonly colour: string | null;
    readonly stone: StoneKey | null;
    readonly collection: string | null;
    readonly charmFamily: string | null;
    readonly capsule: string | null;
    readonly audience: Audience;
    readonly priceSar: number;
    readonly salePercent?: number;
    readonly regions: readonly Region[];
    /** Ring sizes; empty for a piece with one default variant. */
    readonly sizes: readonly string[];
    readonly createdAt: Date;
}
export declare const SKU_PREFIX: Readonly<Record<Brand, string>>;
/** Rounds like a merchant: 1,290 rather than 1,283. */
export declare function merchantPrice(raw: number, endsInNine: boolean): number;
/** Designs the generated product number `index` from its own random stream. */
export declare function designProduct(random: Random, index: number, newest: number): ProductDesign;
//# sourceMappingURL=product-design.d.ts.map