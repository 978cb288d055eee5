import { type FacetColumn } from '../seed/facet-labels.js';
/**
 * The product columns whose English values have Arabic labels. Products store facet values in
 * English (decision 0501); the Arabic facets show the catalogue vocabulary's own labels.
 */
export type LabelledFacet = FacetColumn;
/** The Arabic label of a facet value; a value the dictionary does not know is shown as it is. */
export declare function arabicLabel(facet: LabelledFacet, value: string): string;
export declare function arabicLabel(facet: LabelledFacet, value: string | null): string | null;
//# sourceMappingURL=facet-labels.d.ts.map