import { arabicFacetLabel, type FacetColumn } from '../seed/facet-labels.js';

/**
 * The product columns whose English values have Arabic labels. Products store facet values in
 * English (decision 0501); the Arabic facets show the catalogue vocabulary's own labels.
 */
export type LabelledFacet = FacetColumn;

/** The Arabic label of a facet value; a value the dictionary does not know is shown as it is. */
export function arabicLabel(facet: LabelledFacet, value: string): string;
export function arabicLabel(facet: LabelledFacet, value: string | null): string | null;
export function arabicLabel(facet: LabelledFacet, value: string | null): string | null {
  if (value === null) return null;
  return arabicFacetLabel(facet, value) ?? value;
}
