/** A phrase in both storefront languages. */
export interface Bilingual {
    readonly en: string;
    readonly ar: string;
}
/** Grammatical gender of an Arabic head noun; adjectives after it agree (مرصع / مرصعة). */
export type Gender = 'm' | 'f';
export declare function agree(gender: Gender, masculine: string, feminine: string): string;
//# sourceMappingURL=bilingual.d.ts.map