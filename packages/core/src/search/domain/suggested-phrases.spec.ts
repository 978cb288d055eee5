import { describe, expect, it } from 'vitest';
import { phrasesForPage } from './suggested-phrases.js';

describe('phrasesForPage', () => {
  const typedInEnglish = [
    { phrase: 'Bracelets', language: 'en', twin: 'أساور' },
    { phrase: 'Tennis Bracelet', language: 'en', twin: 'سوار تنس' },
    { phrase: 'Charm Bracelet', language: 'en' },
  ] as const;

  it('offers the Arabic names first on an Arabic page, then the phrases as typed', () => {
    expect(phrasesForPage('ar', typedInEnglish, 15)).toEqual(['أساور', 'سوار تنس', 'Bracelets', 'Tennis Bracelet', 'Charm Bracelet']);
  });

  it('offers the phrases as found when they are in the page language', () => {
    expect(phrasesForPage('en', typedInEnglish, 15)).toEqual(['Bracelets', 'Tennis Bracelet', 'Charm Bracelet']);
  });

  it('offers English names first on an English page when Arabic was typed', () => {
    expect(phrasesForPage('en', [{ phrase: 'أساور', language: 'ar', twin: 'Bracelets' }], 15)).toEqual(['Bracelets', 'أساور']);
  });

  it('offers a phrase once and no more than the limit', () => {
    const found = [
      { phrase: 'Rings', language: 'en', twin: 'خواتم' },
      { phrase: 'Ring', language: 'en', twin: 'خواتم' },
    ] as const;
    expect(phrasesForPage('ar', found, 15)).toEqual(['خواتم', 'Rings', 'Ring']);
    expect(phrasesForPage('ar', found, 2)).toEqual(['خواتم', 'Rings']);
    expect(phrasesForPage('ar', found, 0)).toEqual([]);
  });
});
