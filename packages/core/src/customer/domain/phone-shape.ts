import { err, ok, type Result } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import { REGION_PROFILES } from '../../locale/domain/region.js';
import { westernDigits } from '../../shared/domain/input.js';
import type { PhoneNumberError } from '../errors.js';

// People type spaces, dashes, dots and brackets; none of them change the number.
const SEPARATORS = /[\s\-.()]/g;

/**
 * The shape of a phone number typed for a region, before any metadata: something typed, the
 * region's own international prefix if one (`+966`, `00966`), digits only, and at least the
 * region's count of them once the trunk 0 is off (9 in KSA and the UAE, 10 in Egypt). Answers the
 * national digits. A form checks this in the browser without libphonenumber's metadata;
 * `parsePhoneNumber` checks it first, then that the region issues the number.
 */
export function phoneShape(input: string, region: Region): Result<string, PhoneNumberError> {
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
  return ok(national);
}

/** Why a typed phone is not even shaped as the region's (`phoneShape`), or nothing. */
export function phoneShapeIssue(input: string, region: Region): PhoneNumberError | undefined {
  const shaped = phoneShape(input, region);
  return shaped.isErr() ? shaped.error : undefined;
}
