import type { FilterFacet } from './facets.js';

/** "Multicolored" in a colour filter means any of the four two- or three-tone golds. */
export const MULTICOLOURED_GOLDS = {
  en: ['Yellow & White Gold', 'Yellow & Rose Gold', 'White & Rose Gold', 'Yellow, White & Rose Gold'],
  ar: ['ذهب أصفر وأبيض', 'ذهب أصفر ووردي', 'ذهب أبيض ووردي', 'ذهب أصفر وأبيض ووردي'],
} as const;

const MULTICOLOURED_NAMES = {
  en: new Set(['multicolored', 'multicoloured', 'multi-colored', 'multi colored']),
  ar: new Set(['متعدد الألوان', 'متعدد الالوان']),
};

/** Stone values that the search service files under its own `diamonds` facet, by canonical spelling. */
export const DIAMOND_VALUES = ['Diamonds', 'Lab Grown Diamonds', 'الألماس', 'ألماس مصنع في المختبر'] as const;

const DIAMOND_BY_LOWER = new Map<string, string>(DIAMOND_VALUES.map((value) => [value.toLowerCase(), value]));
DIAMOND_BY_LOWER.set('diamond', 'Diamonds');
DIAMOND_BY_LOWER.set('lab-grown diamonds', 'Lab Grown Diamonds');
DIAMOND_BY_LOWER.set('الماس', 'الألماس');

/** Where a facet value really goes, and as which values. */
export interface RoutedValue {
  readonly facet: FilterFacet;
  readonly values: readonly string[];
}

/**
 * Normalises one selected value: Multicolored (either language) becomes the four gold
 * combinations of that language, and Diamonds / Lab Grown Diamonds move from the stone facets
 * to the diamonds facet. Every other value stays where it was.
 */
export function routeFacetValue(facet: FilterFacet, value: string): RoutedValue {
  const lower = value.toLowerCase();
  if (facet === 'metal_color' || facet === 'metal_color_ar') {
    if (MULTICOLOURED_NAMES.en.has(lower)) return { facet, values: MULTICOLOURED_GOLDS.en };
    if (MULTICOLOURED_NAMES.ar.has(lower)) return { facet, values: MULTICOLOURED_GOLDS.ar };
  }
  if (facet === 'stone' || facet === 'stone_ar' || facet === 'diamonds') {
    const diamond = DIAMOND_BY_LOWER.get(lower);
    if (diamond !== undefined) return { facet: 'diamonds', values: [diamond] };
  }
  return { facet, values: [value] };
}

/** Whether a value is one the parser rewrites (so a canonical query never holds it). */
export function isRewrittenValue(facet: FilterFacet, value: string): boolean {
  const routed = routeFacetValue(facet, value);
  return routed.facet !== facet || routed.values.length !== 1 || routed.values[0] !== value;
}
