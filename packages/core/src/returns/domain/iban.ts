import type { Region } from '../../locale/domain/locale.js';
import { westernDigits } from '../../shared/domain/input.js';

/** Each region's country and the length of its IBANs (SWIFT's IBAN registry). */
export const IBAN_FORMATS: Readonly<Record<Region, { readonly country: string; readonly length: number }>> = {
  sa: { country: 'SA', length: 24 },
  ae: { country: 'AE', length: 23 },
  eg: { country: 'EG', length: 29 },
};

/** Why an IBAN was refused. */
export type IbanIssue = 'missing' | 'country' | 'length' | 'characters' | 'checksum';

/** The IBAN as typed, in its electronic form: spaces and dashes out, upper case, Arabic-Indic digits read as digits. */
export function normaliseIban(text: string): string {
  return westernDigits(text).replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 over the IBAN rearranged (country and check digits moved to the end, letters as 10-35). */
export function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = /[0-9]/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * Validates an IBAN for the region's country: its country code, its length, only letters and
 * digits (the bank code and account are digits in all three), and the mod-97 check digits.
 * Answers the electronic form, or the first issue.
 */
export function validateIban(text: string, region: Region): { readonly ok: true; readonly iban: string } | { readonly ok: false; readonly issue: IbanIssue } {
  const iban = normaliseIban(text);
  const format = IBAN_FORMATS[region];
  if (iban === '') return { ok: false, issue: 'missing' };
  if (!/^[A-Z0-9]+$/.test(iban)) return { ok: false, issue: 'characters' };
  if (iban.slice(0, 2) !== format.country) return { ok: false, issue: 'country' };
  if (iban.length !== format.length) return { ok: false, issue: 'length' };
  if (!/^[A-Z]{2}[0-9]{2}[0-9]+$/.test(iban)) return { ok: false, issue: 'characters' };
  if (!ibanChecksumValid(iban)) return { ok: false, issue: 'checksum' };
  return { ok: true, iban };
}

/** The last four characters, all a shopper is shown of a kept IBAN. */
export const ibanLast4 = (iban: string): string => iban.slice(-4);
