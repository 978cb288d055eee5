import type { CurrencyCode } from '../../locale/domain/region.js';

/** An amount in minor units (halalas, fils, piastres): integers only, never floats. */
export interface Money {
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
}

export function money(amountMinor: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money must be a whole number of minor units, got ${amountMinor}`);
  }
  return { amountMinor, currency };
}
