import { describe, expect, it } from 'vitest';
import { DefaultVatPolicy, vatPercent } from './vat.policy.js';

describe('VAT policy', () => {
  it('charges 15 % in KSA, 5 % in the UAE and 14 % in Egypt by default', () => {
    const vat = new DefaultVatPolicy();
    expect([vat.rateOf('sa'), vat.rateOf('ae'), vat.rateOf('eg')]).toEqual([1500, 500, 1400]);
  });

  it('takes a region’s rate from configuration when the law changes', () => {
    const vat = new DefaultVatPolicy({ ae: 750 });
    expect(vat.rateOf('ae')).toBe(750);
    expect(vat.rateOf('sa')).toBe(1500);
  });

  it('refuses a configured rate that is not 0..100 % in whole basis points at start-up', () => {
    expect(() => new DefaultVatPolicy({ sa: -1 })).toThrow(RangeError);
    expect(() => new DefaultVatPolicy({ sa: 15.5 })).toThrow(RangeError);
    expect(() => new DefaultVatPolicy({ sa: 10_001 })).toThrow(RangeError);
  });

  it('names a rate as the percentage shown beside a price', () => {
    const vat = new DefaultVatPolicy({ eg: 1250 });
    expect([vatPercent(vat.rateOf('sa')), vatPercent(vat.rateOf('ae')), vatPercent(vat.rateOf('eg'))]).toEqual([15, 5, 12.5]);
    expect(vatPercent(0)).toBe(0);
  });
});
