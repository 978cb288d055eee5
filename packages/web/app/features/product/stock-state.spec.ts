import { describe, expect, it } from 'vitest';
import { stockStateOf } from './stock-state';

const stock = (availableToSell: number, warningLevel = 3, isInStock = availableToSell > 0) => ({ availableToSell, warningLevel, isInStock });

describe('stock state', () => {
  it('is sold out when nothing is left to sell', () => {
    expect(stockStateOf(stock(0))).toBe('sold-out');
    expect(stockStateOf(stock(-2))).toBe('sold-out');
  });

  it('is sold out when the catalogue says so, whatever the count', () => {
    expect(stockStateOf(stock(5, 3, false))).toBe('sold-out');
  });

  it('is low stock at or under the warning level', () => {
    expect(stockStateOf(stock(1))).toBe('low-stock');
    expect(stockStateOf(stock(3))).toBe('low-stock');
  });

  it('is in stock above the warning level', () => {
    expect(stockStateOf(stock(4))).toBe('in-stock');
    expect(stockStateOf(stock(1, 0))).toBe('in-stock');
  });
});
