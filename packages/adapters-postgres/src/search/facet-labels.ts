import { BRAND_COLLECTIONS, CAPSULES, CHARM_FAMILIES } from '../seed/vocabulary/collections.js';
import { GOLD_COLOURS, KARATS, METALS, SILVER_COLOUR, STONES } from '../seed/vocabulary/materials.js';
import { PRODUCT_TYPES } from '../seed/vocabulary/product-types.js';
import type { Bilingual } from '../seed/vocabulary/bilingual.js';

/** The product columns whose English values have Arabic labels. */
export type LabelledFacet = 'type' | 'metal' | 'karat' | 'colour' | 'stone' | 'collection' | 'charmFamily' | 'capsule';

function table(pairs: readonly Bilingual[]): ReadonlyMap<string, string> {
  return new Map(pairs.map((pair) => [pair.en, pair.ar]));
}

/**
 * The catalogue's facet dictionary: products store facet values in English (decision 0501), and
 * the Arabic facets show these labels. The words are the catalogue vocabulary's own.
 */
const LABELS: Readonly<Record<LabelledFacet, ReadonlyMap<string, string>>> = {
  type: table(PRODUCT_TYPES.map((type) => type.facet)),
  metal: table(Object.values(METALS)),
  karat: table(Object.values(KARATS)),
  colour: table([...Object.values(GOLD_COLOURS).map((colour) => colour.facet), SILVER_COLOUR.facet]),
  stone: table(Object.values(STONES).map((stone) => stone.facet)),
  collection: table(Object.values(BRAND_COLLECTIONS).flat()),
  charmFamily: table(CHARM_FAMILIES),
  capsule: table(CAPSULES),
};

/** The Arabic label of a facet value; a value the dictionary does not know is shown as it is. */
export function arabicLabel(facet: LabelledFacet, value: string): string;
export function arabicLabel(facet: LabelledFacet, value: string | null): string | null;
export function arabicLabel(facet: LabelledFacet, value: string | null): string | null {
  if (value === null) return null;
  return LABELS[facet].get(value) ?? value;
}
