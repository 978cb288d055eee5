import { describe, expect, it } from 'vitest';
import { REGION_PROFILES, longCodeOf, regionOfLongCode } from './region.js';
import { DefaultVatPolicy } from './vat.policy.js';

describe('regions', () => {
  it('shows the regions as KSA, UAE and Egypt', () => {
    expect([REGION_PROFILES.sa.displayName, REGION_PROFILES.ae.displayName, REGION_PROFILES.eg.displayName]).toEqual(['KSA', 'UAE', 'Egypt']);
  });

  it('maps ae to uae, sa to ksa and eg to egy, and back', () => {
    expect([longCodeOf('ae'), longCodeOf('sa'), longCodeOf('eg')]).toEqual(['uae', 'ksa', 'egy']);
    expect(regionOfLongCode('UAE')).toBe('ae');
    expect(regionOfLongCode('ksa')).toBe('sa');
    expect(regionOfLongCode('egy')).toBe('eg');
    expect(regionOfLongCode('usa')).toBeUndefined();
  });

  it('dials +966 for KSA, +20 for Egypt and +971 for the UAE', () => {
    expect([REGION_PROFILES.sa.phoneCode, REGION_PROFILES.eg.phoneCode, REGION_PROFILES.ae.phoneCode]).toEqual(['+966', '+20', '+971']);
  });

  it('labels the country selector in the page language', () => {
    expect(REGION_PROFILES.ae.selectorLabel).toEqual({ en: 'U.A.E.', ar: 'الإمارات' });
  });
});

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
});
