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

/** Selected values per facet, in the order the shopper chose them, without duplicates. */
export type FacetFilters = Readonly<Partial<Record<FilterFacet, readonly string[]>>>;

/** Adds values to a facet, keeping order and dropping repeats. */
export function addFilterValues(filters: FacetFilters, facet: FilterFacet, values: readonly string[]): FacetFilters {
  const current = filters[facet] ?? [];
  const merged = [...current];
  for (const value of values) if (!merged.includes(value)) merged.push(value);
  return { ...filters, [facet]: merged };
}
