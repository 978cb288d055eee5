import { describe, expect, it } from 'vitest';
import { searchTerms } from './arabic-normalisation.js';
import { buildSynonymSet, expandWithSynonyms, NO_SYNONYMS, synonymEntrySchema, synonymsFileSchema, type SynonymEntry } from './search-synonyms.js';

const en = (text: string) => searchTerms(text, 'en');
const ar = (text: string) => searchTerms(text, 'ar');
const surfaces = (terms: readonly { surface: string }[]) => terms.map((term) => term.surface).join(' ');

const ENTRIES: readonly SynonymEntry[] = [
  { language: 'en', kind: 'two-way', terms: ['bangle', 'cuff'] },
  { language: 'en', kind: 'one-way', from: 'necklace', to: ['pendant', 'choker'] },
  { language: 'en', kind: 'two-way', terms: ['18k', '18 karat', '18ct'] },
  { language: 'ar', kind: 'two-way', terms: ['قلادة', 'عقد', 'سلسال'] },
  { language: 'ar', kind: 'two-way', terms: ['أقراط', 'حلق'] },
];
const set = buildSynonymSet(ENTRIES);
const alternativesOf = (terms: ReturnType<typeof en>) =>
  expandWithSynonyms(terms, set).map((clause) => [surfaces(clause.words), clause.alternatives.map(surfaces)]);

describe('synonymsFileSchema', () => {
  it('takes two-way and one-way entries in both languages', () => {
    expect(synonymsFileSchema.safeParse({ synonyms: ENTRIES }).success).toBe(true);
  });

  it.each([
    [{ language: 'en', kind: 'two-way', terms: ['ring'] }, 'terms'],
    [{ language: 'en', kind: 'one-way', from: 'ring', to: [] }, 'to'],
    [{ language: 'fr', kind: 'two-way', terms: ['bague', 'anneau'] }, 'language'],
    [{ language: 'en', kind: 'both', terms: ['a', 'b'] }, 'kind'],
    [{ language: 'ar', kind: 'two-way', terms: ['خاتم', 'ring'] }, 'terms.1'],
    [{ language: 'en', kind: 'two-way', terms: ['ring', 'خاتم'] }, 'terms.1'],
    [{ language: 'en', kind: 'two-way', terms: ['ring', '!!!'] }, 'terms.1'],
    [{ language: 'en', kind: 'two-way', terms: ['Rings', 'ring'] }, ''],
    [{ language: 'ar', kind: 'two-way', terms: ['أقراط', 'اقراط'] }, ''],
    [{ language: 'en', kind: 'two-way', terms: ['ring', 'band'], extra: true }, ''],
    [{ language: 'en', kind: 'two-way', terms: ['one two three four five', 'band'] }, 'terms.0'],
  ])('refuses %j', (entry, path) => {
    const parsed = synonymEntrySchema.safeParse(entry);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('refuses anything beside the list', () => {
    expect(synonymsFileSchema.safeParse({ synonyms: [], more: [] }).success).toBe(false);
    expect(synonymsFileSchema.safeParse([]).success).toBe(false);
  });
});

describe('expandWithSynonyms', () => {
  it('finds every term of a two-way entry from every other', () => {
    expect(alternativesOf(en('bangle'))).toEqual([['bangle', ['cuff']]]);
    expect(alternativesOf(en('cuffs'))).toEqual([['cuffs', ['bangle']]]);
  });

  it('finds the narrower terms of a one-way entry from the broader one only', () => {
    expect(alternativesOf(en('gold necklaces'))).toEqual([['gold', []], ['necklaces', ['pendant', 'choker']]]);
    expect(alternativesOf(en('pendant'))).toEqual([['pendant', []]]);
  });

  it('matches a term of several words before its words alone', () => {
    expect(alternativesOf(en('ring 18 karat gold'))).toEqual([['ring', []], ['18 karat', ['18k', '18ct']], ['gold', []]]);
  });

  it('matches Arabic terms whatever their letter forms, article or plural', () => {
    expect(alternativesOf(ar('قلاده'))).toEqual([['قلاده', ['عقد', 'سلسال']]]);
    expect(alternativesOf(ar('القلادة'))).toEqual([['القلاده', ['عقد', 'سلسال']]]);
    expect(alternativesOf(ar('اقراط ذهب'))).toEqual([['اقراط', ['حلق']], ['ذهب', []]]);
  });

  it('expands whole words only, never a word still being typed', () => {
    expect(alternativesOf(en('bang'))).toEqual([['bang', []]]);
  });

  it('leaves every word alone without synonyms', () => {
    expect(expandWithSynonyms(en('gold ring'), NO_SYNONYMS).map((clause) => clause.alternatives)).toEqual([[], []]);
  });
});
