import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('prints riyals in English without decimals for whole amounts', () => {
    expect(formatPrice({ amountMinor: 745_000, currency: 'SAR' }, 'en', 'sa')).toBe('SAR\u00a07,450');
  });

  it('keeps two decimals when there are halalas', () => {
    expect(formatPrice({ amountMinor: 199_950, currency: 'AED' }, 'en', 'ae')).toBe('AED\u00a01,999.50');
  });

  it('prints Arabic prices with Latin digits and the Arabic currency sign', () => {
    const price = formatPrice({ amountMinor: 745_000, currency: 'SAR' }, 'ar', 'sa');

    expect(price).toContain('7,450');
    expect(price).toContain('ر.س');
    expect(price).not.toMatch(/[٠-٩]/);
  });
});
