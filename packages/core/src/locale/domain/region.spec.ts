import { describe, expect, it } from 'vitest';
import { REGION_PROFILES, longCodeOf, regionOfLongCode } from './region.js';

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
