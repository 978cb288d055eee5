import { randomBytes } from 'node:crypto';
import type { Region } from '@storefront/core/locale';

/** Crockford's base 32: no I, L, O or U, so a reference read aloud over the phone survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_CHARACTERS = 12;

/**
 * An order reference such as `SA-7K3M9XQ2P4RT`: the region, then 60 random bits (decision 0401).
 * Unlike the row id it says nothing about how many orders exist and cannot be guessed.
 */
export function newOrderReference(region: Region): string {
  // 256 is a multiple of 32, so masking each byte keeps every character equally likely.
  const random = [...randomBytes(RANDOM_CHARACTERS)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${region.toUpperCase()}-${random}`;
}

/** A return's reference such as `SA-R-7K3M9XQ2P4RT`: the region, `R`, and the same 60 random bits. */
export function newReturnReference(region: Region): string {
  const random = [...randomBytes(RANDOM_CHARACTERS)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${region.toUpperCase()}-R-${random}`;
}
