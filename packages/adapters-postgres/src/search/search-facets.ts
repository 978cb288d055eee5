import { z } from 'zod';
import type { Language } from '@storefront/core/locale';
import {
  FACET_KEYS,
  PRICE_BANDS,
  effectivePriceRange,
  formatPriceRange,
  type FacetKey,
  type FacetOption,
  type SearchRequest,
} from '@storefront/core/search';
import { DIMENSIONS, GROUPED_FACETS, selectedValues } from './search-statement.js';

/** What the search statement answers, checked before it is read. */
export const statementRow = z.object({
  total: z.coerce.number().int().nonnegative(),
  page: z.array(z.coerce.number().int()),
  /** Each facet value with its count, already counted without its own dimension's filter. */
  grouped: z.array(z.object({ facet: z.string(), en: z.string(), ar: z.string(), count: z.coerce.number().int() })).optional(),
  prices: z.array(z.coerce.number().int()).optional(),
  categories: z.array(z.tuple([z.string(), z.string(), z.coerce.number().int()])).optional(),
  skus: z.array(z.string()).optional(),
});
export type StatementRow = z.infer<typeof statementRow>;

/** The facet keys a language lists: the Arabic twin where one exists, else the shared key. */
export function facetKeysOf(language: Language): readonly FacetKey[] {
  if (language === 'en') return FACET_KEYS.filter((key) => !key.endsWith('_ar'));
  return FACET_KEYS.filter((key) => key.endsWith('_ar') || !FACET_KEYS.includes(`${key}_ar` as FacetKey));
}

function byCount(a: FacetOption, b: FacetOption): number {
  return b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
}

/** Every facet of the request's language, each option counted without its own dimension's filter. */
export function facetsOf(request: SearchRequest, row: StatementRow): Partial<Record<FacetKey, FacetOption[]>> {
  const language = request.locale.language;
  const facets: Partial<Record<FacetKey, FacetOption[]>> = Object.fromEntries(facetKeysOf(language).map((key) => [key, []]));
  for (const { facet: name, en, ar, count } of row.grouped ?? []) {
    const facet = GROUPED_FACETS.find((candidate) => candidate.facet === name);
    if (facet === undefined || !(count > 0)) continue;
    const dimension = DIMENSIONS.find((candidate) => candidate.id === facet.dimension);
    const chosen = dimension === undefined ? [] : selectedValues(request.filters, dimension);
    const [value, twinValue] = language === 'ar' ? [ar, en] : [en, ar];
    const selected = chosen.includes(en) || chosen.includes(ar);
    facets[facet.key[language]]?.push(facet.key.en === facet.key.ar ? { value, count, selected } : { value, twinValue, count, selected });
  }
  (row.prices ?? []).forEach((count, index) => {
    const band = PRICE_BANDS[index];
    const value = band === undefined ? undefined : formatPriceRange(band);
    if (band === undefined || value === undefined || count === 0) return;
    const range = effectivePriceRange(band);
    const selected = range.min === request.priceRange.min && range.max === request.priceRange.max;
    facets.price?.push({ value, count, selected });
  });
  const path = new Set<string>(request.categoryPath);
  for (const [slugEn, slugAr, count] of row.categories ?? []) {
    facets.category?.push({ value: language === 'ar' ? slugAr : slugEn, count, selected: path.has(slugEn) });
  }
  facets.product_sku = (row.skus ?? []).map((sku) => ({ value: sku, count: 1, selected: false }));
  for (const [key, options] of Object.entries(facets) as [FacetKey, FacetOption[]][]) {
    // Price bands keep their ascending order and SKUs come sorted; the rest list the most common first.
    if (key === 'date_created') options.sort((a, b) => (a.value < b.value ? 1 : a.value > b.value ? -1 : 0));
    else if (key !== 'price' && key !== 'product_sku') options.sort(byCount);
    facets[key] = options.slice(0, request.facetOptionLimit);
  }
  return facets;
}
