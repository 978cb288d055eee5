import { err, ok, type Result } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import { westernDigits } from '../../shared/domain/input.js';
import { isKnownArea } from '../data/areas.js';
import type { AreaError, PhoneNumberError, PostalCodeError } from '../errors.js';
import { parsePhoneNumber } from './phone-number.js';

/**
 * An address as the account's address book keeps one and an order is delivered to: the governorate
 * and city are codes of the region's areas (`AREAS`), the phone is E.164 once the region's phone rule
 * has read it (`parsePhoneNumber`).
 */
export interface PostalAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly line1: string;
  readonly line2?: string | undefined;
  readonly governorate: string;
  readonly city: string;
  readonly postalCode?: string | undefined;
}

/**
 * Each region's postal codes, Arabic-Indic digits read as Latin: KSA's five digits (with the
 * four-digit extension a Saudi national address may add), Egypt's five; the UAE has no postal
 * codes, and a P.O. Box number (up to six digits) stands in their place.
 */
const POSTAL_CODES: Readonly<Record<Region, RegExp>> = {
  sa: /^\d{5}(?:-\d{4})?$/,
  eg: /^\d{5}$/,
  ae: /^\d{1,6}$/,
};

/** A postal code as the form stores it: trimmed, inner spaces dropped, Arabic-Indic digits as Latin; empty is none. */
export function normalisePostalCode(code: string): string {
  return westernDigits(code).replace(/\s+/g, '');
}

/** Whether a postal code is not one the region's form takes; an empty one (it is optional) is fine. */
export function postalCodeIssue(region: Region, code: string | undefined): 'invalid' | undefined {
  const written = normalisePostalCode(code ?? '');
  return written === '' || POSTAL_CODES[region].test(written) ? undefined : 'invalid';
}

/**
 * An address as the shopper typed it, read by the region's rules, for the address book and a
 * checkout's delivery alike: the phone in E.164 by the region's rule, a governorate and city of
 * the region's areas, the postal code in the region's form; text trimmed and optional parts left
 * out when blank.
 */
export function readPostalAddress(region: Region, input: PostalAddress): Result<PostalAddress, PhoneNumberError | AreaError | PostalCodeError> {
  const phone = parsePhoneNumber(input.phone, region);
  if (phone.isErr()) return err(phone.error);
  if (!isKnownArea(region, input.governorate, input.city)) return err({ code: 'AREA_UNKNOWN', params: { governorate: input.governorate, city: input.city } });
  if (postalCodeIssue(region, input.postalCode) !== undefined) return err({ code: 'POSTAL_CODE_INVALID', params: { region } });
  const postalCode = normalisePostalCode(input.postalCode ?? '');
  const line2 = input.line2?.trim();
  return ok({
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: phone.value.e164,
    line1: input.line1.trim(),
    governorate: input.governorate,
    city: input.city,
    ...(line2 ? { line2 } : {}),
    ...(postalCode ? { postalCode } : {}),
  });
}
