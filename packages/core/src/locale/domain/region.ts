import type { Language, Region } from './locale.js';

export type CurrencyCode = 'SAR' | 'AED' | 'EGP';

/** The three-letter codes the commerce back office uses for a region (`ae` -> `uae`). */
export type RegionLongCode = 'ksa' | 'uae' | 'egy';

/** ISO 3166 country of a region, as phone-number metadata names it. */
export type RegionCountry = 'SA' | 'AE' | 'EG';

/** What a region is, beyond its code. VAT is configuration and lives in `vat.policy.ts`. */
export interface RegionProfile {
  readonly code: Region;
  readonly displayName: string;
  readonly currency: CurrencyCode;
  readonly longCode: RegionLongCode;
  readonly country: RegionCountry;
  /** International dialling prefix, with the plus sign. */
  readonly phoneCode: '+966' | '+971' | '+20';
  /** Fewest national digits a phone number may have once its leading 0 is stripped. */
  readonly phoneMinDigits: number;
  /** The label of the language/country selector, per language of the page. */
  readonly selectorLabel: Readonly<Record<Language, string>>;
}

export const REGION_PROFILES: Readonly<Record<Region, RegionProfile>> = {
  sa: {
    code: 'sa',
    displayName: 'KSA',
    currency: 'SAR',
    longCode: 'ksa',
    country: 'SA',
    phoneCode: '+966',
    phoneMinDigits: 9,
    selectorLabel: { en: 'KSA', ar: 'السعودية' },
  },
  ae: {
    code: 'ae',
    displayName: 'UAE',
    currency: 'AED',
    longCode: 'uae',
    country: 'AE',
    phoneCode: '+971',
    phoneMinDigits: 9,
    selectorLabel: { en: 'U.A.E.', ar: 'الإمارات' },
  },
  eg: {
    code: 'eg',
    displayName: 'Egypt',
    currency: 'EGP',
    longCode: 'egy',
    country: 'EG',
    phoneCode: '+20',
    phoneMinDigits: 10,
    selectorLabel: { en: 'Egypt', ar: 'مصر' },
  },
};

export function currencyOf(region: Region): CurrencyCode {
  return REGION_PROFILES[region].currency;
}

/** `ae` -> `uae`, `sa` -> `ksa`, `eg` -> `egy`. */
export function longCodeOf(region: Region): RegionLongCode {
  return REGION_PROFILES[region].longCode;
}

/** The region behind a back-office code (`uae` -> `ae`), case-insensitive; `undefined` when unknown. */
export function regionOfLongCode(code: string): Region | undefined {
  const wanted = code.toLowerCase();
  return Object.values(REGION_PROFILES).find((profile) => profile.longCode === wanted)?.code;
}

/** Minor units per major unit; all three currencies use two decimals. */
export const MINOR_UNITS_PER_MAJOR: Readonly<Record<CurrencyCode, number>> = { SAR: 100, AED: 100, EGP: 100 };
