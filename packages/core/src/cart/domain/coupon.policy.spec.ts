import { describe, expect, it } from 'vitest';
import { money } from '../../catalog/domain/money.js';
import { DefaultCouponPolicy } from './coupon.policy.js';
import type { CouponPromotion } from './promotion.js';

const now = new Date('2026-03-01T12:00:00Z');
const tenPercent: CouponPromotion = { code: 'WELCOME10', kind: 'percentage', value: 1000, minimumSpendMinor: 0 };

describe('DefaultCouponPolicy', () => {
  it('takes whole units off by default, and the merchant’s step when given one', () => {
    expect(new DefaultCouponPolicy().discount(tenPercent, money(123_455, 'SAR'), now)._unsafeUnwrap()).toEqual(money(12_300, 'SAR'));
    expect(new DefaultCouponPolicy(() => 1).discount(tenPercent, money(123_455, 'SAR'), now)._unsafeUnwrap()).toEqual(money(12_345, 'SAR'));
  });

  it('refuses a coupon outside its dates and one under its minimum spend', () => {
    const ended = { ...tenPercent, endsAt: new Date('2026-01-01T00:00:00Z') };
    const minimum = { ...tenPercent, minimumSpendMinor: 200_000 };
    expect(new DefaultCouponPolicy().discount(ended, money(123_455, 'SAR'), now)._unsafeUnwrapErr().code).toBe('COUPON_INVALID');
    expect(new DefaultCouponPolicy().discount(minimum, money(123_455, 'SAR'), now)._unsafeUnwrapErr().code).toBe('COUPON_MINIMUM_NOT_MET');
  });
});
