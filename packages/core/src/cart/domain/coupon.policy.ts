import type { Result } from 'neverthrow';
import type { Money } from '../../catalog/domain/money.js';
import type { CurrencyCode } from '../../locale/domain/region.js';
import type { CouponError } from '../errors.js';
import { couponDiscount, type CouponPromotion } from './promotion.js';

/** Whether a coupon applies to a cart and what it takes off: validity, minimum spend, rounding. */
export interface CouponPolicy {
  /** What `coupon` takes off a cart whose lines add up to `subtotal` at `now`, or why it does not apply. */
  discount(coupon: CouponPromotion, subtotal: Money, now: Date): Result<Money, CouponError>;
}

/**
 * The coupon's own dates and minimum spend, a percentage rounded down to whole riyals, dirhams or
 * pounds (`couponDiscount`, decision 0720). A merchant whose prices carry minor units may round
 * to a smaller step instead (`stepMinor`), at the price of a summary that may not add up in whole units.
 */
export class DefaultCouponPolicy implements CouponPolicy {
  constructor(private readonly stepMinor?: (currency: CurrencyCode) => number) {}

  discount(coupon: CouponPromotion, subtotal: Money, now: Date): Result<Money, CouponError> {
    return couponDiscount(coupon, subtotal, now, this.stepMinor?.(subtotal.currency));
  }
}
