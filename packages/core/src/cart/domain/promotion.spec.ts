import { describe, expect, it } from 'vitest';
import { money } from '../../catalog/domain/money.js';
import { couponDiscount, normaliseCouponCode, type CouponPromotion } from './promotion.js';

const now = new Date('2026-03-01T12:00:00Z');
const tenPercent: CouponPromotion = { code: 'WELCOME10', kind: 'percentage', value: 1000, minimumSpendMinor: 0 };
const hundredOff: CouponPromotion = { code: 'GIFT100', kind: 'fixed', value: 10_000, minimumSpendMinor: 100_000 };

describe('coupon discounts', () => {
  it('takes a percentage off, rounded down to the whole riyal or pound the order summary shows', () => {
    expect(couponDiscount(tenPercent, money(123_455, 'SAR'), now)._unsafeUnwrap()).toEqual(money(12_300, 'SAR'));
    // 10 % of EGP 144,048 is 14,404.80: the shopper is given, and charged after, whole pounds.
    expect(couponDiscount(tenPercent, money(14_404_800, 'EGP'), now)._unsafeUnwrap()).toEqual(money(1_440_400, 'EGP'));
  });

  it('rounds a percentage down to the halala when asked for minor units', () => {
    expect(couponDiscount(tenPercent, money(123_455, 'SAR'), now, 1)._unsafeUnwrap()).toEqual(money(12_345, 'SAR'));
  });

  it('takes a fixed amount off once the minimum spend is reached', () => {
    expect(couponDiscount(hundredOff, money(100_000, 'SAR'), now)._unsafeUnwrap()).toEqual(money(10_000, 'SAR'));
    expect(couponDiscount(hundredOff, money(99_999, 'SAR'), now)._unsafeUnwrapErr()).toEqual({
      code: 'COUPON_MINIMUM_NOT_MET',
      params: { code: 'GIFT100', minimumSpend: money(100_000, 'SAR') },
    });
  });

  it('never takes off more than the cart is worth', () => {
    expect(couponDiscount({ ...hundredOff, minimumSpendMinor: 0 }, money(4_000, 'AED'), now)._unsafeUnwrap()).toEqual(money(4_000, 'AED'));
  });

  it('refuses a coupon before its start and from its end on', () => {
    const expired = { ...tenPercent, endsAt: new Date('2026-03-01T12:00:00Z') };
    const future = { ...tenPercent, startsAt: new Date('2026-03-02T00:00:00Z') };
    expect(couponDiscount(expired, money(1_000, 'SAR'), now)._unsafeUnwrapErr().code).toBe('COUPON_INVALID');
    expect(couponDiscount(future, money(1_000, 'SAR'), now)._unsafeUnwrapErr().code).toBe('COUPON_INVALID');
  });

  it('reads codes without regard to spaces and case', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
  });
});
