import type { Region } from './locale.js';

/** A VAT rate in basis points: 1500 = 15 %. Integers keep tax arithmetic exact. */
export type VatRateBasisPoints = number;

/** Which VAT rate a region charges. Rates change by law, so they are configuration, not code. */
export interface VatPolicy {
  /** The rate charged in a region, in basis points. */
  rateOf(region: Region): VatRateBasisPoints;
}

export const DEFAULT_VAT_RATES: Readonly<Record<Region, VatRateBasisPoints>> = { sa: 1500, ae: 500, eg: 1400 };

/**
 * A rate as the percentage a shopper reads beside a price: 1500 basis points are 15, 1250 are 12.5.
 * Prices include VAT (decision 0105), so a product page names the region's rate this way.
 */
export function vatPercent(rate: VatRateBasisPoints): number {
  return rate / 100;
}

/** KSA 15 %, UAE 5 %, Egypt 14 %, each overridable from configuration. */
export class DefaultVatPolicy implements VatPolicy {
  private readonly rates: Readonly<Record<Region, VatRateBasisPoints>>;

  constructor(overrides: Partial<Record<Region, VatRateBasisPoints>> = {}) {
    const rates = { ...DEFAULT_VAT_RATES, ...overrides };
    for (const [region, rate] of Object.entries(rates)) {
      // A bad rate in configuration is a deployment bug: fail at start, not at checkout.
      if (!Number.isInteger(rate) || rate < 0 || rate > 10_000) {
        throw new RangeError(`VAT rate for ${region} must be 0..10000 basis points, got ${rate}`);
      }
    }
    this.rates = rates;
  }

  rateOf(region: Region): VatRateBasisPoints {
    return this.rates[region];
  }
}
