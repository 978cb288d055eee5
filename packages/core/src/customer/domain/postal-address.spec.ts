import { describe, expect, it } from 'vitest';
import { postalCodeIssue, readPostalAddress } from './postal-address.js';

const typed = { firstName: ' Noura ', lastName: 'Alharbi', phone: '0501234567', line1: ' 12 Olaya St ', line2: '  ', governorate: 'riyadh', city: 'riyadh' };

describe('postal codes', () => {
  it('takes each region’s form, and none at all', () => {
    expect(postalCodeIssue('sa', '12345')).toBeUndefined();
    expect(postalCodeIssue('sa', '12345-6789')).toBeUndefined();
    expect(postalCodeIssue('sa', '١٢٣٤٥')).toBeUndefined();
    expect(postalCodeIssue('eg', '11511')).toBeUndefined();
    expect(postalCodeIssue('ae', '12345')).toBeUndefined();
    expect(postalCodeIssue('sa', undefined)).toBeUndefined();
    expect(postalCodeIssue('eg', ' ')).toBeUndefined();
  });

  it('refuses letters, too few or too many digits', () => {
    for (const [region, code] of [
      ['sa', 'ABCDE'],
      ['sa', '1234'],
      ['sa', '123456'],
      ['eg', '12345-6789'],
      ['ae', '1234567'],
    ] as const) {
      expect(postalCodeIssue(region, code), `${region} ${code}`).toBe('invalid');
    }
  });
});

describe('readPostalAddress', () => {
  it('reads the phone by the region’s rule, trims the text, and leaves out blank parts', () => {
    expect(readPostalAddress('sa', { ...typed, postalCode: ' ١٢٣٤٥ ' })._unsafeUnwrap()).toEqual({
      firstName: 'Noura',
      lastName: 'Alharbi',
      phone: '+966501234567',
      line1: '12 Olaya St',
      governorate: 'riyadh',
      city: 'riyadh',
      postalCode: '12345',
    });
  });

  it('refuses a phone, an area or a postal code the region does not take, in that order', () => {
    expect(readPostalAddress('sa', { ...typed, phone: '12' })._unsafeUnwrapErr().code).toBe('PHONE_TOO_SHORT');
    expect(readPostalAddress('sa', { ...typed, city: 'cairo' })._unsafeUnwrapErr().code).toBe('AREA_UNKNOWN');
    expect(readPostalAddress('sa', { ...typed, postalCode: 'ABCDE' })._unsafeUnwrapErr()).toEqual({ code: 'POSTAL_CODE_INVALID', params: { region: 'sa' } });
  });
});
