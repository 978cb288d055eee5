/** The product columns that hold a facet value in English. */
export type FacetColumn = 'type' | 'metal' | 'karat' | 'colour' | 'stone' | 'collection' | 'charmFamily' | 'capsule';
/**
 * The Arabic label of every facet value the demo catalogue stores, by column: what a search index
 * needs for its `_ar` facets (`type_ar`, `metal_color_ar`, …). Values outside the demo vocabulary
 * have no entry.
 */
export declare const DEMO_FACET_LABELS: Readonly<Record<FacetColumn, ReadonlyMap<string, string>>>;
/** The Arabic of a stored facet value, or undefined when the vocabulary does not know it. */
export declare function arabicFacetLabel(column: FacetColumn, english: string | null): string | undefined;
//# sourceMappingURL=facet-labels.d.ts.map