import { describe, expect, it } from 'vitest';
import { aProduct } from '../test-support/product.builder.js';
import { stockStateOf } from './product.js';

describe('stockStateOf', () => {
  it('says sold out when nothing is left to sell', () => {
    expect(stockStateOf(aProduct().withStock(0).build())).toBe('sold-out');
  });

  it('says low stock at and under the warning level', () => {
    expect(stockStateOf(aProduct().withStock(3, 3).build())).toBe('low-stock');
    expect(stockStateOf(aProduct().withStock(1, 3).build())).toBe('low-stock');
  });

  it('says in stock above the warning level', () => {
    expect(stockStateOf(aProduct().withStock(4, 3).build())).toBe('in-stock');
  });

  it('never calls a product low on stock under a warning level of zero', () => {
    expect(stockStateOf(aProduct().withStock(1, 0).build())).toBe('in-stock');
  });

  it('trusts an explicit out-of-stock flag over the count', () => {
    expect(stockStateOf({ inStock: false, availableToSell: 5, warningLevel: 3 })).toBe('sold-out');
  });
});
