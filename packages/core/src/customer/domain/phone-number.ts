import { err, ok, type Result } from 'neverthrow';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Region } from '../../locale/domain/locale.js';
import { REGION_PROFILES } from '../../locale/domain/region.js';
import type { PhoneNumberError } from '../errors.js';
import { phoneShape } from './phone-shape.js';

/** A phone number that passed the region's rules, in E.164 (`+966501234567`). */
export interface PhoneNumber {
  readonly region: Region;
  readonly e164: string;
  /** The national significant number, without the leading 0: what the form shows after the prefix. */
  readonly nationalNumber: string;
}

/**
 * Reads a phone number typed for a region. A leading 0 (trunk prefix) is stripped; the region's
 * own international prefix (`+966`, `00966`) is accepted and removed. The rest must have at least
 * 9 digits in KSA and the UAE, 10 in Egypt (`phoneShape`), and be a number the region actually
 * issues (libphonenumber's metadata, which only the server loads).
 */
export function parsePhoneNumber(input: string, region: Region): Result<PhoneNumber, PhoneNumberError> {
  const profile = REGION_PROFILES[region];
  const shaped = phoneShape(input, region);
  if (shaped.isErr()) return err(shaped.error);
  const national = shaped.value;
  const parsed = parsePhoneNumberFromString(national, profile.country);
  if (!parsed?.isValid() || parsed.country !== profile.country) {
    return err({ code: 'PHONE_INVALID_FOR_REGION', params: { region } });
  }
  return ok({ region, e164: parsed.number, nationalNumber: parsed.nationalNumber });
}
