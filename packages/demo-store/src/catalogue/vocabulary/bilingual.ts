/** A phrase in both storefront languages. */
export interface Bilingual {
  readonly en: string;
  readonly ar: string;
}

/** Grammatical gender of an Arabic head noun; adjectives after it agree (مرصع / مرصعة). */
export type Gender = 'm' | 'f';

export function agree(gender: Gender, masculine: string, feminine: string): string {
  return gender === 'm' ? masculine : feminine;
}
