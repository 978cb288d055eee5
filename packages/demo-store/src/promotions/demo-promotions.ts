import type { Region } from '@storefront/core/locale';

/** A coupon of one region's store: a percentage in basis points (1000 = 10 %), a fixed amount in minor units. */
export interface DemoPromotion {
  readonly region: Region;
  readonly code: string;
  readonly kind: 'percentage' | 'fixed';
  readonly value: number;
  readonly minimumSpendMinor: number;
  readonly endsAt?: Date;
}

type PromotionRow = DemoPromotion;

const REGIONS: readonly Region[] = ['sa', 'ae', 'eg'];

/** The fixed-amount coupon of each store: its own currency's round figures. */
const FIXED_BY_REGION: Readonly<Record<Region, { code: string; valueMinor: number; minimumSpendMinor: number }>> = {
  sa: { code: 'SAVE100', valueMinor: 100_00, minimumSpendMinor: 1_000_00 },
  ae: { code: 'SAVE100', valueMinor: 100_00, minimumSpendMinor: 1_000_00 },
  eg: { code: 'SAVE500', valueMinor: 500_00, minimumSpendMinor: 5_000_00 },
};

/**
 * The demo store's coupons, per region: `WELCOME10` (10 % off, no minimum), a fixed amount off
 * above a minimum spend (`SAVE100` in SAR and AED, `SAVE500` in EGP) and `SUMMER20`, which ended
 * on 1 September 2024 and is refused as expired.
 */
export function demoPromotionRows(): PromotionRow[] {
  return REGIONS.flatMap((region): PromotionRow[] => {
    const fixed = FIXED_BY_REGION[region];
    return [
      { region, code: 'WELCOME10', kind: 'percentage', value: 1000, minimumSpendMinor: 0 },
      { region, code: fixed.code, kind: 'fixed', value: fixed.valueMinor, minimumSpendMinor: fixed.minimumSpendMinor },
      { region, code: 'SUMMER20', kind: 'percentage', value: 2000, minimumSpendMinor: 0, endsAt: new Date('2024-09-01T00:00:00Z') },
    ];
  });
}
