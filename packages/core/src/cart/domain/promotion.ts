import { err, ok, type Result } from 'neverthrow';
import { money, type Money } from '../../catalog/domain/money.js';
import { MINOR_UNITS_PER_MAJOR } from '../../locale/domain/region.js';
import type { CouponError } from '../errors.js';

/** A coupon of one region's store, as the engine keeps it. */
export interface CouponPromotion {
  readonly code: string;
  /** `percentage`: `value` in basis points (1000 = 10 %); `fixed`: `value` in minor units. */
  readonly kind: 'percentage' | 'fixed';
  readonly value: number;
  /** Spend (after sale prices) the cart must reach, in minor units; 0 for none. */
  readonly minimumSpendMinor: number;
  readonly startsAt?: Date | undefined;
  readonly endsAt?: Date | undefined;
}

/** Codes are typed by shoppers: spaces around them and letter case do not matter. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether the coupon runs at `now`: from its start (inclusive) until its end (exclusive). */
export function couponIsRunning(coupon: CouponPromotion, now: Date): boolean {
  if (coupon.startsAt !== undefined && now.getTime() < coupon.startsAt.getTime()) return false;
  return coupon.endsAt === undefined || now.getTime() < coupon.endsAt.getTime();
}

/**
 * What a coupon takes off a cart whose lines add up to `subtotal`: a percentage rounded down to
 * `stepMinor` (whole riyals, dirhams or pounds by default, so a cart of whole prices is charged the
 * whole-unit total its order summary shows, decision 0720; rounded down, the shop never gives more
 * than it advertises), or a fixed amount; never more than the subtotal. An expired or not-yet-started
 * coupon is `COUPON_INVALID`, a cart below the minimum spend `COUPON_MINIMUM_NOT_MET`.
 */
export function couponDiscount(
  coupon: CouponPromotion,
  subtotal: Money,
  now: Date,
  stepMinor: number = MINOR_UNITS_PER_MAJOR[subtotal.currency],
): Result<Money, CouponError> {
  if (!couponIsRunning(coupon, now)) return err({ code: 'COUPON_INVALID', params: { code: coupon.code } });
  if (subtotal.amountMinor < coupon.minimumSpendMinor) {
    return err({ code: 'COUPON_MINIMUM_NOT_MET', params: { code: coupon.code, minimumSpend: money(coupon.minimumSpendMinor, subtotal.currency) } });
  }
  const raw =
    coupon.kind === 'percentage'
      ? Number((BigInt(subtotal.amountMinor) * BigInt(coupon.value)) / (10_000n * BigInt(stepMinor))) * stepMinor
      : coupon.value;
  return ok(money(Math.max(0, Math.min(raw, subtotal.amountMinor)), subtotal.currency));
}
