import type { Language } from '@storefront/core/locale';
import {
  PRICE_BANDS,
  formatPriceRange,
  type FacetKey,
  type FacetOption,
  type FilterFacet,
  type ListingQuery,
  type PriceRange,
} from '@storefront/core/search';

/** The facets the panel offers, in order, as English and Arabic-valued twins. */
const FACET_TWINS: readonly (readonly [en: FilterFacet, ar: FilterFacet])[] = [
  ['type', 'type_ar'],
  ['metal_karat', 'metal_karat_ar'],
  ['metal_color', 'metal_color_ar'],
  ['stone', 'stone_ar'],
  ['diamonds', 'diamonds'],
  ['metal', 'metal'],
  ['collection', 'collection_ar'],
  ['charm_family', 'charm_family_ar'],
];

export interface FacetChoice {
  readonly value: string;
  /** The value in the other language, where the facet has English- and Arabic-valued twins (`18K`, `18 قيراط`). */
  readonly twinValue?: string;
  readonly count: number;
  readonly selected: boolean;
  /** False for a value the path itself chose (`/gold-jewelry/18k-gold`): no parameter can undo it. */
  readonly removable: boolean;
}

export interface FacetGroup {
  readonly facet: FilterFacet;
  /** The translation key of the group's title, shared by the twins (`facets.metal_karat`). */
  readonly labelKey: string;
  readonly choices: readonly FacetChoice[];
}

type FacetCounts = Readonly<Partial<Record<FacetKey, readonly FacetOption[]>>>;

/**
 * The groups of the facet panel: the page language's twin of each facet where the engine counted
 * it (the other twin otherwise), values with no results left out unless chosen.
 */
export function facetGroups(facets: FacetCounts, language: Language, query: ListingQuery, params: ListingQuery): readonly FacetGroup[] {
  return FACET_TWINS.flatMap(([en, ar]) => {
    const preferred = language === 'ar' ? ar : en;
    const facet = facets[preferred]?.length ? preferred : facets[language === 'ar' ? en : ar]?.length ? (language === 'ar' ? en : ar) : undefined;
    if (facet === undefined) return [];
    const chosen = query.filters[facet] ?? [];
    const fromParams = params.filters[facet] ?? [];
    const choices = (facets[facet] ?? [])
      .map((option) => {
        const selected = option.selected || chosen.includes(option.value);
        const choice = { value: option.value, count: option.count, selected, removable: !selected || fromParams.includes(option.value) };
        return option.twinValue === undefined ? choice : { ...choice, twinValue: option.twinValue };
      })
      .filter((choice) => choice.count > 0 || choice.selected);
    return choices.length === 0 ? [] : [{ facet, labelKey: `facets.${en}`, choices }];
  });
}

export interface PriceBandChoice {
  readonly band: PriceRange;
  /** How many results fall in the band, where the engine counted the price facet by bands. */
  readonly count?: number;
  readonly selected: boolean;
}

export function samePriceRange(a: PriceRange | undefined, b: PriceRange | undefined): boolean {
  return a?.min === b?.min && a?.max === b?.max;
}

/**
 * The price bands with the engine's counts when it reports them under the same band names. Where
 * the engine counts the price facet, a band without results is not offered unless it is chosen.
 */
export function priceBandChoices(facets: FacetCounts, query: ListingQuery): readonly PriceBandChoice[] {
  const counted = facets.price !== undefined;
  const counts = new Map((facets.price ?? []).map((option) => [option.value, option.count]));
  return PRICE_BANDS.flatMap((band) => {
    const count = counts.get(formatPriceRange(band) ?? '') ?? (counted ? 0 : undefined);
    const selected = samePriceRange(band, query.priceRange);
    if (count === 0 && !selected) return [];
    return [{ band, ...(count === undefined ? {} : { count }), selected }];
  });
}
