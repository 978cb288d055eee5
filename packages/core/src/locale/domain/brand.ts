import { z } from 'zod';
import type { Region } from './locale.js';

export const BRANDS = ['lazurde', 'missl', 'waves'] as const;
export const brandSchema = z.enum(BRANDS);
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
