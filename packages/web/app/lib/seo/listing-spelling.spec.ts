import { describe, expect, it } from 'vitest';
import { spellListingQuery, type ListingFacets } from './listing-spelling';

/** Groups as an Arabic listing shows them: Arabic values, each with its English twin. */
const arabicFacets: ListingFacets = [
  {
    facet: 'metal_karat_ar',
    choices: [
      { value: '18 قيراط', twinValue: '18K' },
      { value: '21 قيراط', twinValue: '21K' },
    ],
  },
  { facet: 'metal', choices: [{ value: 'Gold' }] },
];
/** The same groups as an English listing shows them. */
const englishFacets: ListingFacets = [
  {
    facet: 'metal_karat',
    choices: [
      { value: '18K', twinValue: '18 قيراط' },
      { value: '21K', twinValue: '21 قيراط' },
    ],
  },
];

describe('listing query spelling', () => {
  it('writes an English-valued filter in Arabic on an Arabic page, and back', () => {
    expect(spellListingQuery([['gold_karat', '18K']], 'ar', arabicFacets)).toEqual([['عيار_الذهب', '18 قيراط']]);
    expect(spellListingQuery([['عيار_الذهب', '18 قيراط']], 'en', englishFacets)).toEqual([['gold_karat', '18K']]);
  });

  it('gives twins written either way one spelling', () => {
    const english = spellListingQuery([['metal_karat', '18K'], ['gold_karat_ar', '21 قيراط']], 'ar', arabicFacets);
    const arabic = spellListingQuery([['عيار_الذهب', '18 قيراط'], ['عيار_الذهب', '21 قيراط']], 'ar', arabicFacets);
    expect(english).toEqual(arabic);
    expect(spellListingQuery([['gold_karat', '18K'], ['عيار_الذهب', '18 قيراط']], 'ar', arabicFacets)).toEqual([['عيار_الذهب', '18 قيراط']]);
  });

  it("names sort, page, price and category parameters in the language's own words", () => {
    expect(spellListingQuery([['sort', 'price-asc'], ['page', '2']], 'ar')).toEqual([['الترتيب', 'price-asc'], ['الصفحة', '2']]);
    expect(spellListingQuery([['الترتيب', 'price-asc']], 'en')).toEqual([['sort', 'price-asc']]);
  });

  it('keeps a facet whose values are the same in both languages as it is, under its own name', () => {
    expect(spellListingQuery([['metal', 'Gold']], 'ar', arabicFacets)).toEqual([['المعدن', 'Gold']]);
  });

  it('leaves a value the options do not know in its own facet and spelling', () => {
    expect(spellListingQuery([['gold_karat', '9K']], 'ar', arabicFacets)).toEqual([['gold_karat', '9K']]);
    expect(spellListingQuery([['gold_karat', '18K']], 'ar')).toEqual([['gold_karat', '18K']]);
  });

  it('keeps parameters listings do not read as they are', () => {
    expect(spellListingQuery([['q', 'ring']], 'ar')).toEqual([['q', 'ring']]);
  });
});
