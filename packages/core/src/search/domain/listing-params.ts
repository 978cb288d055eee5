import type { Language } from '../../locale/domain/locale.js';
import { FILTER_FACETS, type FilterFacet } from './facets.js';

/** What a listing URL parameter sets in the typed query. */
export type ListingTarget =
  | { readonly kind: 'filter'; readonly facet: FilterFacet }
  | { readonly kind: 'category' | 'price' | 'page' | 'sort' };

interface ParamNames {
  /** The name written into URLs of each language. */
  readonly name: Readonly<Record<Language, string>>;
  /** Further names read but never written. */
  readonly aliases?: readonly string[];
}

/**
 * Filter parameters by their public names. English names carry English facet values; the `_ar`
 * names and the Arabic names carry the Arabic-valued facets (`brand_ar`, `type_ar`, …), since a
 * shopper on an Arabic page picks Arabic values. A `Record` keeps every facet named.
 */
export const FILTER_PARAM_NAMES: Readonly<Record<FilterFacet, ParamNames>> = {
  brand: { name: { en: 'brand', ar: 'brand' } },
  brand_ar: { name: { en: 'brand_ar', ar: 'العلامة_التجارية' } },
  type: { name: { en: 'type', ar: 'type' } },
  type_ar: { name: { en: 'type_ar', ar: 'النوع' } },
  metal: { name: { en: 'metal', ar: 'المعدن' } },
  metal_color: { name: { en: 'color', ar: 'color' }, aliases: ['colour', 'metal_color'] },
  metal_color_ar: { name: { en: 'color_ar', ar: 'اللون' }, aliases: ['colour_ar', 'metal_color_ar'] },
  metal_karat: { name: { en: 'gold_karat', ar: 'gold_karat' }, aliases: ['karat', 'metal_karat'] },
  metal_karat_ar: { name: { en: 'gold_karat_ar', ar: 'عيار_الذهب' }, aliases: ['metal_karat_ar'] },
  stone: { name: { en: 'gemstone', ar: 'gemstone' }, aliases: ['stone'] },
  stone_ar: { name: { en: 'gemstone_ar', ar: 'الأحجار_الكريمة' }, aliases: ['stone_ar'] },
  diamonds: { name: { en: 'diamonds', ar: 'الألماس' } },
  collection: { name: { en: 'collection', ar: 'collection' } },
  collection_ar: { name: { en: 'collection_ar', ar: 'المجموعة' } },
  charm_family: { name: { en: 'charm_family', ar: 'charm_family' } },
  charm_family_ar: { name: { en: 'charm_family_ar', ar: 'عائلة_التعليقات' } },
};

type OtherKind = 'category' | 'price' | 'page' | 'sort';

/** The parameters that are not facet filters. */
export const OTHER_PARAM_NAMES: Readonly<Record<OtherKind, ParamNames>> = {
  category: { name: { en: 'category', ar: 'الفئة' } },
  price: { name: { en: 'price', ar: 'السعر' } },
  page: { name: { en: 'page', ar: 'الصفحة' }, aliases: ['صفحة'] },
  sort: { name: { en: 'sort', ar: 'الترتيب' } },
};

/** `Gold Karat`, `gold-karat` and `gold_karat` are one name. */
export function normaliseParamName(name: string): string {
  return name.trim().toLowerCase().normalize('NFC').replace(/[\s-]+/g, '_');
}

function namesOf(names: ParamNames): readonly string[] {
  return [names.name.en, names.name.ar, ...(names.aliases ?? [])].map(normaliseParamName);
}

const TARGET_BY_NAME = new Map<string, ListingTarget>([
  ...FILTER_FACETS.flatMap((facet) => namesOf(FILTER_PARAM_NAMES[facet]).map((name) => [name, { kind: 'filter', facet }] as const)),
  ...(Object.keys(OTHER_PARAM_NAMES) as OtherKind[]).flatMap((kind) =>
    namesOf(OTHER_PARAM_NAMES[kind]).map((name) => [name, { kind }] as const),
  ),
]);

/** What a public parameter name sets, or `undefined` for a name listing pages do not read. */
export function listingTargetOf(name: string): ListingTarget | undefined {
  return TARGET_BY_NAME.get(normaliseParamName(name));
}
