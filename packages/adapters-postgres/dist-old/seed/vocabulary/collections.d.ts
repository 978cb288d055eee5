import type { Brand } from '@storefront/core';
import type { Bilingual, Gender } from './bilingual.js';
import type { Audience } from './product-types.js';
/** A collection: its facet value and what it is inspired by ("المستوحاة من…" agrees with مجموعة). */
export interface Collection extends Bilingual {
    readonly motif: Bilingual;
}
export declare const BRAND_COLLECTIONS: Readonly<Record<Brand, readonly Collection[]>>;
/** A charm family (facet `charm_family`) and the single charm it names. */
export interface CharmFamily extends Bilingual {
    readonly charm: Bilingual;
}
export declare const CHARM_FAMILIES: readonly CharmFamily[];
/** Seasonal capsules (facet `capsule_type`). */
export declare const CAPSULES: readonly Bilingual[];
/** How a plain piece is finished, when it has no stone. */
export declare function finishOf(index: number, gender: Gender): Bilingual;
/** A closing line of a description, for whom the piece is made. */
export declare const CLOSING_LINES: Readonly<Record<Audience, readonly Bilingual[]>>;
//# sourceMappingURL=collections.d.ts.map