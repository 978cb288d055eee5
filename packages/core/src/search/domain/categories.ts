import type { Language } from '../../locale/domain/locale.js';
import type { FilterFacet } from './facets.js';

/** Category slugs with their Arabic twins; the English slug is the canonical one. */
export const CATEGORY_SLUGS = {
  'diamond-jewelry': 'مجوهرات-الألماس',
  'gold-jewelry': 'مجوهرات-الذهب',
  'fashion-jewelry': 'مجوهرات-الأزياء',
  'love-engagement': 'الحب-والخطوبة',
  'gifts-occasions': 'الهدايا-والمناسبات',
  'lab-grown-diamonds': 'ألماس-مصنع-في-المختبر',
  rings: 'خواتم',
  bracelets: 'أساور',
  earrings: 'أقراط',
  'necklaces-pendants': 'قلائد-ومعلقات',
  sets: 'أطقم',
  'best-sellers': 'الأكثر-مبيعا',
  'new-in': 'وصل-حديثا',
  kids: 'أطفال',
  mens: 'رجالي',
  'coins-bars': 'سبائك-وعملات',
} as const satisfies Record<string, string>;
export type CategorySlug = keyof typeof CATEGORY_SLUGS;

/** Facets with an Arabic-valued twin, which shortcut filters may target. */
type BilingualFacet = 'type' | 'metal_karat' | 'stone';

interface ShortcutFilter {
  readonly slug: Readonly<Record<Language, string>>;
  readonly facet: BilingualFacet;
  readonly value: Readonly<Record<Language, string>>;
}

/**
 * Category-looking slugs that are really filters (spec section 9): `/gold-jewelry/18k-gold`
 * filters gold jewellery on 18 karat rather than opening an 18k category.
 */
export const SHORTCUT_FILTERS: readonly ShortcutFilter[] = [
  { slug: { en: '18k-gold', ar: 'ذهب-عيار-18' }, facet: 'metal_karat', value: { en: '18K', ar: '18 قيراط' } },
  { slug: { en: '21k-gold', ar: 'ذهب-عيار-21' }, facet: 'metal_karat', value: { en: '21K', ar: '21 قيراط' } },
  { slug: { en: 'cubic-zirconia', ar: 'زركونيا-مكعبة' }, facet: 'stone', value: { en: 'Cubic Zirconia', ar: 'زركونيا مكعبة' } },
  { slug: { en: 'anklets', ar: 'خلاخيل' }, facet: 'type', value: { en: 'Anklets', ar: 'خلاخيل' } },
  { slug: { en: 'bangles', ar: 'غوايش' }, facet: 'type', value: { en: 'Bangles', ar: 'غوايش' } },
  { slug: { en: 'tennis-bracelet', ar: 'أساور-تنس' }, facet: 'type', value: { en: 'Tennis Bracelet', ar: 'أساور تنس' } },
];

/** What one slug means: a category, a facet filter, or nothing known. */
export type SlugMeaning =
  | { readonly kind: 'category'; readonly slug: CategorySlug }
  | { readonly kind: 'filter'; readonly facet: FilterFacet; readonly value: string }
  | { readonly kind: 'unknown' };

const CATEGORY_BY_SLUG = new Map<string, CategorySlug>(
  (Object.entries(CATEGORY_SLUGS) as [CategorySlug, string][]).flatMap(([en, ar]) => [
    [en, en],
    [ar, en],
  ]),
);

function normaliseSlug(slug: string): string {
  return slug.trim().toLowerCase().normalize('NFC');
}

/** Reads a slug in either language, case-insensitively. */
export function meaningOfSlug(slug: string): SlugMeaning {
  const wanted = normaliseSlug(slug);
  const category = CATEGORY_BY_SLUG.get(wanted);
  if (category) return { kind: 'category', slug: category };
  for (const shortcut of SHORTCUT_FILTERS) {
    if (shortcut.slug.en === wanted) return { kind: 'filter', facet: shortcut.facet, value: shortcut.value.en };
    if (shortcut.slug.ar === wanted) return { kind: 'filter', facet: `${shortcut.facet}_ar`, value: shortcut.value.ar };
  }
  return { kind: 'unknown' };
}

/** The slug to show in a URL of the given language. */
export function categorySlugIn(slug: CategorySlug, language: Language): string {
  return language === 'ar' ? CATEGORY_SLUGS[slug] : slug;
}
