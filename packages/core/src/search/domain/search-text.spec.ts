import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSynonymSet, NO_SYNONYMS } from './search-synonyms.js';
import { analyseSearchText, correctionsFor, queryTerms, swappedLetterSpellings, TYPO_RULES } from './search-text.js';

describe('swappedLetterSpellings', () => {
  it('swaps every two adjacent letters once', () => {
    expect(swappedLetterSpellings('neckalce')).toContain('necklace');
    expect(swappedLetterSpellings('abc')).toEqual(['bac', 'acb']);
  });

  it('swaps Arabic letters as well', () => {
    expect(swappedLetterSpellings('قالده')).toContain('قلاده');
    expect(swappedLetterSpellings('ختام')).toContain('خاتم');
  });

  it('never gives the word itself, nor a swap of a doubled letter', () => {
    expect(swappedLetterSpellings('bracelet')).not.toContain('bracelet');
    expect(swappedLetterSpellings('aab')).toEqual(['aba']);
  });

  it('gives spellings that differ from the word in exactly two neighbouring places', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ر', 'س'), minLength: 0, maxLength: 10 }), (word) => {
        for (const spelling of swappedLetterSpellings(word)) {
          const a = Array.from(word);
          const b = Array.from(spelling);
          const differ = a.flatMap((letter, index) => (letter === b[index] ? [] : [index]));
          expect(b).toHaveLength(a.length);
          expect(differ).toHaveLength(2);
          expect((differ[1] ?? 0) - (differ[0] ?? 0)).toBe(1);
          expect(swappedLetterSpellings(spelling)).toContain(word);
        }
      }),
    );
  });
});

describe('correctionsFor', () => {
  it('corrects nothing the index knows', () => {
    expect(correctionsFor({ known: true, swapped: ['necklace'], similar: [{ word: 'neck', similarity: 0.5 }] })).toEqual([]);
  });

  it('puts swapped-letter spellings before trigram-alike words, at most three in all', () => {
    const similar = [
      { word: 'necklaces', similarity: 0.6 },
      { word: 'necklace', similarity: 0.55 },
      { word: 'neck', similarity: 0.5 },
      { word: 'nectar', similarity: 0.45 },
    ];
    expect(correctionsFor({ known: false, swapped: ['necklace'], similar })).toEqual(['necklace', 'necklaces', 'neck']);
    expect(TYPO_RULES.correctionsPerWord).toBe(3);
  });

  it('keeps the trigram-alike words when no swap gives a dictionary word', () => {
    expect(correctionsFor({ known: false, swapped: [], similar: [{ word: 'solitaire', similarity: 0.5 }] })).toEqual(['solitaire']);
  });

  it('keeps only the trigram-alike words nearly as alike as the most alike: "earings" is earrings, not rings', () => {
    const similar = [
      { word: 'earrings', similarity: 0.7 },
      { word: 'rings', similarity: 0.4 },
    ];
    expect(correctionsFor({ known: false, swapped: [], similar })).toEqual(['earrings']);
  });
});

describe('analyseSearchText', () => {
  const synonyms = buildSynonymSet([{ language: 'en', kind: 'two-way', terms: ['bangle', 'cuff'] }]);

  it('drops stop words unless nothing else is left', () => {
    expect(queryTerms('ring with diamonds', 'en').map((term) => term.surface)).toEqual(['ring', 'diamonds']);
    expect(queryTerms('the', 'en').map((term) => term.surface)).toEqual(['the']);
    // A popular search names who the piece is for: "her" would otherwise match "Heritage" as a prefix.
    expect(queryTerms('gifts for her', 'en').map((term) => term.surface)).toEqual(['gifts']);
    expect(queryTerms('هدايا لها', 'ar').map((term) => term.surface)).toEqual(queryTerms('هدايا', 'ar').map((term) => term.surface));
  });

  it('groups the words by synonyms and offers the other long words for correction', () => {
    const analysed = analyseSearchText('gold bangle ring', 'en', synonyms);
    expect(analysed?.clauses.map((clause) => clause.alternatives.length)).toEqual([0, 1, 0]);
    expect(analysed?.correctable.map((term) => term.surface)).toEqual(['gold', 'ring']);
    expect(analysed?.arabic).toBe(false);
  });

  it('knows Arabic text, and leaves short words uncorrected', () => {
    const analysed = analyseSearchText('طقم ذهب', 'ar', NO_SYNONYMS);
    expect(analysed?.arabic).toBe(true);
    expect(analysed?.correctable).toEqual([]);
  });

  it('has nothing to match in punctuation alone', () => {
    expect(analyseSearchText(' ?! ', 'en', NO_SYNONYMS)).toBeUndefined();
  });
});
