import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseArabic, normaliseForSearch, searchDocument, searchTerms, stemSearchWord } from './arabic-normalisation.js';

const stemsOf = (text: string) => searchTerms(text, 'ar').map((term) => term.stem);

describe('normaliseArabic', () => {
  it.each([
    ['أساور', 'اساور', 'alef with hamza above'],
    ['إسوارة', 'اسواره', 'alef with hamza below, ta marbuta'],
    ['آمال', 'امال', 'alef with madda'],
    ['ٱلخاتم', 'الخاتم', 'alef wasla'],
    ['لؤلؤ', 'لولو', 'waw with hamza'],
    ['لآلئ', 'لالي', 'ya with hamza'],
    ['أزياء', 'ازيا', 'a lone hamza'],
    ['قلادة', 'قلاده', 'ta marbuta'],
    ['مستوى', 'مستوي', 'alef maqsura'],
    ['خَاتَمٌ', 'خاتم', 'diacritics'],
    ['خـــاتم', 'خاتم', 'tatweel'],
    ['عيار ١٨', 'عيار 18', 'Arabic-Indic digits'],
    ['۲۱ قیراط', '21 قيراط', 'Persian digits and yeh'],
    ['ﻻ', 'لا', 'presentation-form ligatures'],
    ['Diamond Ring', 'Diamond Ring', 'Latin text'],
  ])('folds %s to %s (%s)', (text, expected) => {
    expect(normaliseArabic(text)).toBe(expected);
  });

  it('is idempotent on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => normaliseArabic(normaliseArabic(text)) === normaliseArabic(text)));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => normaliseArabic(normaliseArabic(text)) === normaliseArabic(text)));
  });

  it('leaves no hamza carrier, ta marbuta, alef maqsura, mark or tatweel behind', () => {
    const arabic = fc.string({ unit: fc.integer({ min: 0x0600, max: 0x06ff }).map((code) => String.fromCharCode(code)) });
    const folded = [[0x0621, 0x0626], [0x0629, 0x0629], [0x0640, 0x0640], [0x0649, 0x0649], [0x064b, 0x065f], [0x0660, 0x0669], [0x06f0, 0x06f9]];
    const isFolded = (char: string) => folded.some(([from = 0, to = 0]) => char.charCodeAt(0) >= from && char.charCodeAt(0) <= to);
    fc.assert(fc.property(arabic, (text) => ![...normaliseArabic(text)].some(isFolded)));
  });
});

describe('normaliseForSearch', () => {
  it('lower-cases, drops Latin accents and turns punctuation into single spaces', () => {
    expect(normaliseForSearch('  Solitaire—DIAMOND   Ring! ', 'en')).toBe('solitaire diamond ring');
    expect(normaliseForSearch('Crème Brûlée, Naïve', 'en')).toBe('creme brulee naive');
    expect(normaliseForSearch('Three-Stone Ring', 'en')).toBe('three stone ring');
  });

  it('folds Arabic and maps Arabic-Indic digits to ASCII', () => {
    expect(normaliseForSearch('خاتم سوليتير بالألماس، عيار ١٨', 'ar')).toBe('خاتم سوليتير بالالماس عيار 18');
    expect(normaliseForSearch('أقراطٌ لؤلؤ؟', 'ar')).toBe('اقراط لولو');
  });

  it('is idempotent, and normalised text has no leading, trailing or double spaces', () => {
    const language = fc.constantFrom('en' as const, 'ar' as const);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), language, (text, lang) => {
        const once = normaliseForSearch(text, lang);
        return normaliseForSearch(once, lang) === once && once === once.trim() && !once.includes('  ');
      }),
    );
  });

  it('treats every spelling of a word alike whatever the hamza, diacritics or tatweel', () => {
    const spellings = ['أساور', 'اساور', 'أسَاوِر', 'أســاور', 'إساور'];
    expect(new Set(spellings.map((spelling) => normaliseForSearch(spelling, 'ar'))).size).toBe(1);
  });
});

describe('stemSearchWord', () => {
  it.each([
    ['خواتم', 'خاتم'],
    ['أساور', 'سوار'],
    ['أقراط', 'قرط'],
    ['حلقان', 'حلق'],
    ['قلائد', 'قلاده'],
    ['سلاسل', 'سلسله'],
    ['أطقم', 'طقم'],
    ['ألماسات', 'الماس'],
    ['لآلئ', 'لولو'],
    ['محابس', 'محبس'],
    ['دبلات', 'دبله'],
    ['عقود', 'عقد'],
  ])('maps the broken plural %s to its singular', (plural, singular) => {
    expect(stemSearchWord(normaliseForSearch(plural, 'ar'))).toBe(singular);
  });

  it.each([
    ['الخاتم', 'خاتم', 'ال'],
    ['والخواتم', 'خاتم', 'وال'],
    ['بالألماس', 'الماس', 'بال'],
    ['للخواتم', 'خاتم', 'لل'],
    ['وخواتم', 'خاتم', 'و before a known noun'],
    ['بخاتم', 'خاتم', 'ب before a known noun'],
    ['الذهبية', 'ذهبيه', 'ال before any word'],
  ])('strips the prefix of %s to %s (%s)', (word, stem) => {
    expect(stemSearchWord(normaliseForSearch(word, 'ar'))).toBe(stem);
  });

  it.each([
    ['ألماس', 'الماس', 'the ال of ألماس is part of the word'],
    ['وردي', 'وردي', 'a و that is part of an unknown word stays'],
    ['بتلات', 'بتلات', 'a ب that is part of an unknown word stays'],
    ['الحب', 'الحب', 'fewer than three letters would remain'],
    ['ولد', 'ولد', 'a short word keeps its first letter'],
  ])('keeps %s as %s when %s', (word, stem) => {
    expect(stemSearchWord(normaliseForSearch(word, 'ar'))).toBe(stem);
  });

  it.each([
    ['rings', 'ring'],
    ['necklaces', 'necklace'],
    ['butterflies', 'butterfly'],
    ['boxes', 'box'],
    ['watches', 'watch'],
    ['tennis', 'tennis'],
    ['glass', 'glass'],
    ['lotus', 'lotus'],
    ['gas', 'gas'],
    ['ring', 'ring'],
  ])('folds the English %s to %s', (word, stem) => {
    expect(stemSearchWord(word)).toBe(stem);
  });

  it('leaves words of mixed or other scripts alone', () => {
    expect(stemSearchWord('18k')).toBe('18k');
    expect(stemSearchWord('ring٣')).toBe('ring٣');
  });

  it('stems an Arabic stem to itself', () => {
    const word = fc.string({ unit: fc.constantFrom(...'ابتثجحخدذرزسشصضطظعغفقكلمنهويaeirnsxyz'.split('')), minLength: 1 });
    fc.assert(fc.property(word, (text) => stemSearchWord(stemSearchWord(text)) === stemSearchWord(text) || /^[a-z]+$/.test(text)));
  });
});

describe('searchTerms and searchDocument', () => {
  it('gives every word as written and as stemmed', () => {
    expect(searchTerms('Diamond Rings', 'en')).toEqual([
      { surface: 'diamond', stem: 'diamond' },
      { surface: 'rings', stem: 'ring' },
    ]);
    expect(searchTerms('   ', 'en')).toEqual([]);
  });

  it('finds خاتم سوليتير under the words a shopper types for it', () => {
    const document = searchDocument('خاتم سوليتير بالألماس', 'ar').split(' ');
    for (const typed of ['خواتم', 'الخاتم', 'والخواتم', 'الماس', 'ألماسات']) {
      expect(document).toContain(stemsOf(typed)[0]);
    }
  });

  it('keeps each form once', () => {
    expect(searchDocument('Rings ring RINGS', 'en')).toBe('rings ring');
  });
});
