import { describe, expect, it } from 'vitest';
import { salePercentage } from './product-detail.js';

const sar = (amountMinor: number) => ({ amountMinor, currency: 'SAR' as const });

describe('sale percentage', () => {
  it('is the saving in whole percent, which biggest-saving sorts by', () => {
    expect(salePercentage({ price: sar(1000_00), salePrice: sar(750_00) })).toBe(25);
    expect(salePercentage({ price: sar(300_00), salePrice: sar(199_99) })).toBe(33);
  });

  it('is 0 for products not on sale', () => {
    expect(salePercentage({ price: sar(1000_00) })).toBe(0);
    expect(salePercentage({ price: sar(1000_00), salePrice: sar(1000_00) })).toBe(0);
    expect(salePercentage({ price: sar(0), salePrice: sar(0) })).toBe(0);
  });
});
