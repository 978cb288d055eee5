import { describe, expect, it } from 'vitest';
import { DefaultLineQuantityPolicy } from './line-quantity.policy.js';

const policy = new DefaultLineQuantityPolicy();

describe('line quantity bounds', () => {
  it('accepts one to ten units within stock', () => {
    expect(policy.check({ sku: 'R', requested: 1, availableToSell: 5 })._unsafeUnwrap()).toBe(1);
    expect(policy.check({ sku: 'R', requested: 10 })._unsafeUnwrap()).toBe(10);
  });

  it('refuses zero, negative and fractional quantities', () => {
    for (const requested of [0, -1, 1.5]) {
      expect(policy.check({ sku: 'R', requested })._unsafeUnwrapErr().code).toBe('QUANTITY_BELOW_MINIMUM');
    }
  });

  it('refuses more than ten units on one line', () => {
    expect(policy.check({ sku: 'R', requested: 11 })._unsafeUnwrapErr()).toEqual({ code: 'QUANTITY_ABOVE_MAXIMUM', params: { sku: 'R', requested: 11, maximum: 10 } });
  });

  it('answers quantityExceeds when the region cannot sell that many', () => {
    expect(policy.check({ sku: 'R', requested: 3, availableToSell: 2 })._unsafeUnwrapErr()).toEqual({ code: 'QUANTITY_EXCEEDS', params: { sku: 'R', requested: 3, available: 2 } });
    expect(policy.check({ sku: 'R', requested: 1, availableToSell: -4 })._unsafeUnwrapErr()).toMatchObject({ params: { available: 0 } });
  });

  it('takes other bounds from a merchant', () => {
    expect(new DefaultLineQuantityPolicy({ minimum: 1, maximum: 2 }).check({ sku: 'R', requested: 3 }).isErr()).toBe(true);
  });
});
