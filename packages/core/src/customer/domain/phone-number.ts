import { err, ok, type Result } from 'neverthrow';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Region } from '../../locale/domain/locale.js';
import { REGION_PROFILES } from '../../locale/domain/region.js';
import type { PhoneNumberError } from '../errors.js';

/** A phone number that passed the region's rules, in E.164 (`+966501234567`). */
export interface PhoneNumber {
  readonly region: Region;
  readonly e164: string;
  /** The national significant number, without the leading 0: what the form shows after the prefix. */
  readonly nationalNumber: string;
}

// People type spaces, dashes, dots and brackets; none of them change the number.
const SEPARATORS = /[\s\-.()]/g;
// Arabic-Indic and Eastern Arabic-Indic digits are typed on Arabic keyboards.
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function westernDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/**
 * Reads a phone number typed for a region. A leading 0 (trunk prefix) is stripped; the region's
 * own international prefix (`+966`, `00966`) is accepted and removed. The rest must have at least
 * 9 digits in KSA and the UAE, 10 in Egypt, and be a number the region actually issues.
 */
export function parsePhoneNumber(input: string, region: Region): Result<PhoneNumber, PhoneNumberError> {
  const profile = REGION_PROFILES[region];
  let text = westernDigits(input).replace(SEPARATORS, '');
  if (text === '') return err({ code: 'PHONE_REQUIRED', params: {} });

  const international = /^(?:\+|00)(\d+)$/.exec(text);
  if (international) {
    const countryDigits = profile.phoneCode.slice(1);
    const digits = international[1] ?? '';
    if (!digits.startsWith(countryDigits)) {
      return err({ code: 'PHONE_OTHER_COUNTRY', params: { region, expectedCode: profile.phoneCode } });
    }
    text = digits.slice(countryDigits.length);
  }
  if (!/^\d+$/.test(text)) return err({ code: 'PHONE_NOT_DIGITS', params: { region } });

  const national = text.replace(/^0+/, '');
  if (national.length < profile.phoneMinDigits) {
    return err({
      code: 'PHONE_TOO_SHORT',
      params: { region, minDigits: profile.phoneMinDigits, digits: national.length },
    });
  }
  const parsed = parsePhoneNumberFromString(national, profile.country);
  if (!parsed?.isValid() || parsed.country !== profile.country) {
    return err({ code: 'PHONE_INVALID_FOR_REGION', params: { region } });
  }
  return ok({ region, e164: parsed.number, nationalNumber: parsed.nationalNumber });
}
