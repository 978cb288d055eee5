/** Every facet the search service knows (spec section 3). */
export const FACET_KEYS = [
  'category',
  'metal',
  'metal_karat',
  'metal_color',
  'diamonds',
  'brand',
  'type',
  'price',
  'collection',
  'stone',
  'product_sku',
  'capsule_type',
  'date_created',
  'charm_family',
  'charm_family_ar',
  'brand_ar',
  'type_ar',
  'metal_color_ar',
  'metal_karat_ar',
  'collection_ar',
  'stone_ar',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** The facets a shopper filters on through listing URLs. Category and price have their own fields. */
export const FILTER_FACETS = [
  'brand',
  'brand_ar',
  'type',
  'type_ar',
  'metal',
  'metal_color',
  'metal_color_ar',
  'metal_karat',
  'metal_karat_ar',
  'stone',
  'stone_ar',
  'diamonds',
  'collection',
  'collection_ar',
  'charm_family',
  'charm_family_ar',
] as const satisfies readonly FacetKey[];
export type FilterFacet = (typeof FILTER_FACETS)[number];

/**
 * A filter facet's English- and Arabic-valued twins: `metal_karat` holds `18K` where
 * `metal_karat_ar` holds `18 قيراط`. A facet whose values are the same in both languages (`metal`,
 * `diamonds`) is its own twin.
 */
export function facetTwins(facet: FilterFacet): { readonly en: FilterFacet; readonly ar: FilterFacet } {
  const en = (facet.endsWith('_ar') ? facet.slice(0, -'_ar'.length) : facet) as FilterFacet;
  const ar = `${en}_ar`;
  return { en, ar: isFilterFacet(ar) ? ar : en };
}

function isFilterFacet(name: string): name is FilterFacet {
  return (FILTER_FACETS as readonly string[]).includes(name);
}

/** Selected values per facet, in the order the shopper chose them, without duplicates. */
export type FacetFilters = Readonly<Partial<Record<FilterFacet, readonly string[]>>>;

/** Adds values to a facet, keeping order and dropping repeats. */
export function addFilterValues(filters: FacetFilters, facet: FilterFacet, values: readonly string[]): FacetFilters {
  const current = filters[facet] ?? [];
  const merged = [...current];
  for (const value of values) if (!merged.includes(value)) merged.push(value);
  return { ...filters, [facet]: merged };
}
