/**
 * What a product is, as the return rules need to know it: jewellery, or bullion (a gold coin or a
 * gold bar), which is never returned or refunded. The returns context names the same union
 * `ProductKind` for its lines.
 */
export type CatalogueKind = 'jewellery' | 'gold-coin' | 'gold-bar';

export const PRODUCT_KINDS: readonly CatalogueKind[] = ['jewellery', 'gold-coin', 'gold-bar'];

/**
 * What the catalogue says about a product for the lines that sell it: its kind, and whether it is
 * worn through the skin (earrings that pierce the ear), which ships sealed for hygiene.
 */
export interface ProductNature {
  readonly kind: CatalogueKind;
  readonly pierced: boolean;
}

/** Whether a kind is bullion: a gold coin or a gold bar. */
export function isBullion(kind: CatalogueKind): boolean {
  return kind === 'gold-coin' || kind === 'gold-bar';
}

/**
 * A product's nature from what a catalogue keeps: bullion is never pierced, whatever the source
 * says, so a coin cannot be asked for a seal.
 */
export function productNature(kind: CatalogueKind, pierced: boolean): ProductNature {
  return { kind, pierced: isBullion(kind) ? false : pierced };
}
