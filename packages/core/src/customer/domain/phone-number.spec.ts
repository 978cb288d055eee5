import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePhoneNumber } from './phone-number.js';

describe('phone numbers', () => {
  it('strips the leading 0 and answers E.164 in each region', () => {
    expect(parsePhoneNumber('0501234567', 'sa')._unsafeUnwrap()).toEqual({ region: 'sa', e164: '+966501234567', nationalNumber: '501234567' });
    expect(parsePhoneNumber('050 123 4567', 'ae')._unsafeUnwrap().e164).toBe('+971501234567');
    expect(parsePhoneNumber('01012345678', 'eg')._unsafeUnwrap().e164).toBe('+201012345678');
  });

  it('accepts the region’s own international prefix and Arabic-Indic digits', () => {
    expect(parsePhoneNumber('+966 50 123 4567', 'sa')._unsafeUnwrap().e164).toBe('+966501234567');
    expect(parsePhoneNumber('00971501234567', 'ae')._unsafeUnwrap().e164).toBe('+971501234567');
    expect(parsePhoneNumber('٠٥٠١٢٣٤٥٦٧', 'sa')._unsafeUnwrap().e164).toBe('+966501234567');
  });

  it('asks for a number when the field is blank', () => {
    expect(parsePhoneNumber('  ', 'sa')._unsafeUnwrapErr()).toEqual({ code: 'PHONE_REQUIRED', params: {} });
  });

  it('refuses letters', () => {
    expect(parsePhoneNumber('05O1234567', 'sa')._unsafeUnwrapErr()).toEqual({ code: 'PHONE_NOT_DIGITS', params: { region: 'sa' } });
  });

  it('needs 9 digits in KSA and the UAE and 10 in Egypt after the leading 0', () => {
    expect(parsePhoneNumber('05012345', 'sa')._unsafeUnwrapErr()).toEqual({ code: 'PHONE_TOO_SHORT', params: { region: 'sa', minDigits: 9, digits: 7 } });
    expect(parsePhoneNumber('50123456', 'ae')._unsafeUnwrapErr().code).toBe('PHONE_TOO_SHORT');
    expect(parsePhoneNumber('0212345678', 'eg')._unsafeUnwrapErr()).toEqual({ code: 'PHONE_TOO_SHORT', params: { region: 'eg', minDigits: 10, digits: 9 } });
  });

  it('refuses a number of another country', () => {
    expect(parsePhoneNumber('+201012345678', 'sa')._unsafeUnwrapErr()).toEqual({ code: 'PHONE_OTHER_COUNTRY', params: { region: 'sa', expectedCode: '+966' } });
  });

  it('refuses a number of the right length that the region does not issue', () => {
    expect(parsePhoneNumber('123456789', 'sa')._unsafeUnwrapErr()).toEqual({ code: 'PHONE_INVALID_FOR_REGION', params: { region: 'sa' } });
    expect(parsePhoneNumber('9012345678', 'eg')._unsafeUnwrapErr().code).toBe('PHONE_INVALID_FOR_REGION');
  });

  it('reads any Saudi mobile number the same with or without its 0 and prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^5\d{8}$/), (national) => {
        const bare = parsePhoneNumber(national, 'sa');
        fc.pre(bare.isOk());
        expect(parsePhoneNumber(`0${national}`, 'sa')).toEqual(bare);
        expect(parsePhoneNumber(`+966${national}`, 'sa')).toEqual(bare);
        expect(bare._unsafeUnwrap().e164).toBe(`+966${national}`);
      }),
    );
  });

  it('never throws and always answers E.164 or a coded refusal, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('sa' as const, 'ae' as const, 'eg' as const), (input, region) => {
        const result = parsePhoneNumber(input, region);
        if (result.isOk()) expect(result.value.e164).toMatch(/^\+(966|971|20)\d{8,10}$/);
        else expect(result.error.code).toMatch(/^PHONE_/);
      }),
    );
  });
});
