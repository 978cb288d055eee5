import type { FacetColumn } from '../import/catalogue-import.js';

/**
 * The product columns whose English values have Arabic labels. Products store facet values in
 * English (decision 0501), each with the Arabic label the catalogue was imported with beside it
 * (`type_ar`, …, decision 0019).
 */
export type LabelledFacet = FacetColumn;

/** The Arabic labels of a catalogue, by facet column and English value. */
export type FacetLabelMap = ReadonlyMap<string, string>;

export function facetLabelMap(labels: readonly { readonly facet: LabelledFacet; readonly en: string; readonly ar: string }[]): FacetLabelMap {
  return new Map(labels.map((label) => [`${label.facet}|${label.en}`, label.ar]));
}

/** The Arabic label of a facet value, or null when the value is null or has none. */
export function arabicLabelOf(labels: FacetLabelMap, facet: LabelledFacet, value: string | null): string | null {
  return value === null ? null : (labels.get(`${facet}|${value}`) ?? null);
}
