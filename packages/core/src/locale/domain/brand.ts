import { z } from 'zod';
import { LOCALES, formatLocale, type Locale, type Region } from './locale.js';
import { REGION_PROFILES } from './region.js';

export const BRANDS = ['lazurde', 'missl', 'waves'] as const;
export const brandSchema = /* @__PURE__ */ z.enum(BRANDS);
export type Brand = z.infer<typeof brandSchema>;

interface BrandProfile {
  readonly code: Brand;
  readonly displayName: string;
  /** Path of the brand's home below the locale segment: `''` for the main brand. */
  readonly homePath: string;
  readonly regions: readonly Region[];
}

export const BRAND_PROFILES: Readonly<Record<Brand, BrandProfile>> = {
  lazurde: { code: 'lazurde', displayName: "L'azurde", homePath: '', regions: ['sa', 'ae', 'eg'] },
  missl: { code: 'missl', displayName: 'Miss L', homePath: '/miss-l', regions: ['sa', 'ae', 'eg'] },
  waves: { code: 'waves', displayName: 'Waves', homePath: '/waves', regions: ['sa'] },
};

/** Whether a brand sells in a region (waves is KSA only). */
export function brandSellsIn(brand: Brand, region: Region): boolean {
  return BRAND_PROFILES[brand].regions.includes(region);
}

/**
 * The brand a path (below its locale segment) belongs to: `/miss-l/cart` is missl, `/waves` is
 * waves, everything else is the main brand.
 */
export function brandOfPath(path: string): Brand {
  const first = path.split('/').find((segment) => segment !== '')?.toLowerCase();
  const match = BRANDS.find((brand) => BRAND_PROFILES[brand].homePath === `/${first ?? ''}`);
  return match ?? 'lazurde';
}

/** The brand's home in a locale: `/en-sa`, `/ar-ae/miss-l`. */
export function brandHomeUrl(brand: Brand, locale: Locale): string {
  return `/${formatLocale(locale)}${BRAND_PROFILES[brand].homePath}`;
}

export interface LocaleOption {
  /** The locale as the selector's value and the cookie hold it: `en-sa`. */
  readonly value: string;
  readonly locale: Locale;
  /** The region's name in the language of the page showing the selector. */
  readonly regionLabel: string;
}

/**
 * The choices of the language/country selector on a brand's pages, labelled in the page's
 * language: every locale whose region the brand sells in (KSA only on waves pages). A page of a
 * brand the shopper's region does not sell (Waves in the UAE, where the shopper is told so) is
 * still in the shopper's region: it offers every locale, so the shopper's own is always a choice.
 */
export function localeOptionsFor(brand: Brand, page: Locale): readonly LocaleOption[] {
  const offered = brandSellsIn(brand, page.region) ? LOCALES.filter((locale) => brandSellsIn(brand, locale.region)) : LOCALES;
  return offered.map((locale) => ({
    value: formatLocale(locale),
    locale,
    regionLabel: REGION_PROFILES[locale.region].selectorLabel[page.language],
  }));
}
