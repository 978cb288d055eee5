import { BRAND_COLLECTIONS, CAPSULES, CHARM_FAMILIES } from './vocabulary/collections.js';
import { GOLD_COLOURS, KARATS, METALS, SILVER_COLOUR, STONES } from './vocabulary/materials.js';
import { PRODUCT_TYPES } from './vocabulary/product-types.js';
import type { Bilingual } from './vocabulary/bilingual.js';

/** The product columns that hold a facet value in English. */
export type FacetColumn = 'type' | 'metal' | 'karat' | 'colour' | 'stone' | 'collection' | 'charmFamily' | 'capsule';

function labels(values: readonly Bilingual[]): ReadonlyMap<string, string> {
  return new Map(values.map((value) => [value.en, value.ar]));
}

/**
 * The Arabic label of every facet value the demo catalogue stores, by column: what a search index
 * needs for its `_ar` facets (`type_ar`, `metal_color_ar`, …). Values outside the demo vocabulary
 * have no entry.
 */
export const DEMO_FACET_LABELS: Readonly<Record<FacetColumn, ReadonlyMap<string, string>>> = {
  type: labels(PRODUCT_TYPES.map((type) => type.facet)),
  metal: labels(Object.values(METALS)),
  karat: labels(Object.values(KARATS)),
  colour: labels([...Object.values(GOLD_COLOURS).map((colour) => colour.facet), SILVER_COLOUR.facet]),
  stone: labels(Object.values(STONES).map((stone) => stone.facet)),
  collection: labels(Object.values(BRAND_COLLECTIONS).flat()),
  charmFamily: labels(CHARM_FAMILIES),
  capsule: labels(CAPSULES),
};

/** The Arabic of a stored facet value, or undefined when the vocabulary does not know it. */
export function arabicFacetLabel(column: FacetColumn, english: string | null): string | undefined {
  return english === null ? undefined : DEMO_FACET_LABELS[column].get(english);
}

/** Every label of the vocabulary as rows: what an engine imports beside the catalogue. */
export function demoFacetLabelRows(): { readonly facet: FacetColumn; readonly en: string; readonly ar: string }[] {
  return (Object.entries(DEMO_FACET_LABELS) as [FacetColumn, ReadonlyMap<string, string>][]).flatMap(([facet, labels]) =>
    [...labels].map(([en, ar]) => ({ facet, en, ar })),
  );
}
