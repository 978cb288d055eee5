import type { Region } from './locale.js';

export type CurrencyCode = 'SAR' | 'AED' | 'EGP';

/** What a region is, beyond its code. VAT is configuration and lives elsewhere. */
export interface RegionProfile {
  readonly code: Region;
  readonly displayName: string;
  readonly currency: CurrencyCode;
}

export const REGION_PROFILES: Readonly<Record<Region, RegionProfile>> = {
  sa: { code: 'sa', displayName: 'KSA', currency: 'SAR' },
  ae: { code: 'ae', displayName: 'UAE', currency: 'AED' },
  eg: { code: 'eg', displayName: 'Egypt', currency: 'EGP' },
};

export function currencyOf(region: Region): CurrencyCode {
  return REGION_PROFILES[region].currency;
}
