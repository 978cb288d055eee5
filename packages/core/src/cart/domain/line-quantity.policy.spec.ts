import { describe, expect, it } from 'vitest';
import { DefaultLineQuantityPolicy, lineQuantityChoices } from './line-quantity.policy.js';

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
    expect(policy.check({ sku: 'R', requested: 11 })._unsafeUnwrapErr()).toEqual({ code: 'LINE_QUANTITY_LIMIT', params: { sku: 'R', requested: 11, limit: 10 } });
  });

  it('answers quantityExceeds when the region cannot sell that many', () => {
    expect(policy.check({ sku: 'R', requested: 3, availableToSell: 2 })._unsafeUnwrapErr()).toEqual({ code: 'QUANTITY_EXCEEDS', params: { sku: 'R', requested: 3, availableToSell: 2 } });
    expect(policy.check({ sku: 'R', requested: 1, availableToSell: -4 })._unsafeUnwrapErr()).toMatchObject({ params: { availableToSell: 0 } });
  });

  it('allows twenty different lines in one cart, not twenty-one', () => {
    expect(policy.checkLineCount(20).isOk()).toBe(true);
    expect(policy.checkLineCount(21)._unsafeUnwrapErr()).toEqual({ code: 'CART_LINE_LIMIT', params: { limit: 20 } });
    expect(new DefaultLineQuantityPolicy({ minimum: 1, maximum: 10, maximumLines: 2 }).checkLineCount(3).isErr()).toBe(true);
  });

  it('takes other bounds from a merchant', () => {
    expect(new DefaultLineQuantityPolicy({ minimum: 1, maximum: 2 }).check({ sku: 'R', requested: 3 }).isErr()).toBe(true);
  });
});

describe('lineQuantityChoices', () => {
  it('offers one up to ten, or up to what stock covers when that is less', () => {
    expect(lineQuantityChoices({ quantity: 1, availableToSell: 40 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(lineQuantityChoices({ quantity: 1, availableToSell: 2 })).toEqual([1, 2]);
  });

  it('still offers what the line holds when stock fell below it, and one when none is left', () => {
    expect(lineQuantityChoices({ quantity: 3, availableToSell: 2 })).toEqual([1, 2, 3]);
    expect(lineQuantityChoices({ quantity: 1, availableToSell: 0 })).toEqual([1]);
    expect(lineQuantityChoices({ quantity: 12, availableToSell: 50 }, { minimum: 1, maximum: 10 })).toHaveLength(12);
  });
});
