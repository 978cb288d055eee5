import type { Brand } from '@storefront/core';
import type { Bilingual, Gender } from './bilingual.js';
export type Audience = 'women' | 'men' | 'kids';
/** One way a type of piece is made: "Halo Ring" / "خاتم بهالة". */
export interface ProductStyle extends Bilingual {
    /** Gender of the Arabic head noun, for the adjectives of the description. */
    readonly gender: Gender;
    readonly stone: 'required' | 'optional' | 'none';
    /** Who it is made for; women when absent. */
    readonly audiences?: readonly Audience[];
}
/** The image illustrations exist per kind: `/images/catalog/{kind}.svg`. */
export type ProductKind = 'ring' | 'necklace' | 'pendant' | 'earrings' | 'bracelet' | 'bangle' | 'anklet' | 'set' | 'charm' | 'cufflinks' | 'coin' | 'bar';
export interface ProductType {
    /** The type code in a SKU: `LZ-RG-10001`. */
    readonly code: string;
    readonly kind: ProductKind;
    /** The `type` facet value, in English (stored) and Arabic (shown). */
    readonly facet: Bilingual;
    /** The spec category the type files under, if any. */
    readonly category: 'rings' | 'bracelets' | 'earrings' | 'necklaces-pendants' | 'sets' | 'coins-bars' | null;
    /** How often each brand makes it; a brand missing here does not. */
    readonly brands: Partial<Record<Brand, number>>;
    /** Price in riyals of a plain 18K piece of the main brand, before the style's own spread. */
    readonly basePriceSar: number;
    /** "this ring" / "هذا الخاتم", for reviews. */
    readonly item: Bilingual;
    /** One practical line for the description. */
    readonly detail: Bilingual;
    readonly styles: readonly ProductStyle[];
}
export declare const PRODUCT_TYPES: readonly ProductType[];
/** Gold weights of coins and bars, with the Arabic count agreement spelled out. */
export declare const BULLION_WEIGHTS: readonly {
    readonly grams: number;
    readonly en: string;
    readonly ar: string;
}[];
/** The motifs struck on a coin: "Falcon Gold Coin" / "عملة الصقر الذهبية". */
export declare const COIN_MOTIFS: readonly Bilingual[];
/** Riyals per gram of 24K gold, with the making charge, for the demo's coins and bars. */
export declare const GOLD_SAR_PER_GRAM = 465;
export declare const RING_SIZES: Readonly<Record<'women' | 'men', readonly string[]>>;
//# sourceMappingURL=product-types.d.ts.map