import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aListingQuery } from '../test-support/listing-query.arbitrary.js';
import { MULTICOLOURED_GOLDS } from './facet-values.js';
import { EMPTY_LISTING_QUERY, formatListingQuery, parseListingQuery } from './listing-query.js';

describe('listing query parameters', () => {
  it('reads the English facet parameters into one typed query', () => {
    const { query, issues } = parseListingQuery('?brand=Miss+L&type=Rings&color=Rose%20Gold&gold_karat=18K&gemstone=Pearl&category=rings&price=500-1000&collection=Aura&charm_family=Letters&page=3&sort=alpha');
    expect(issues).toEqual([]);
    expect(query).toEqual({
      categories: ['rings'],
      filters: {
        brand: ['Miss L'],
        type: ['Rings'],
        metal_color: ['Rose Gold'],
        metal_karat: ['18K'],
        stone: ['Pearl'],
        collection: ['Aura'],
        charm_family: ['Letters'],
      },
      priceRange: { min: 500, max: 1000 },
      page: 3,
      sort: 'alpha',
    });
  });

  it('reads the _ar parameters and the Arabic names into the Arabic-valued facets', () => {
    const { query } = parseListingQuery([
      ['brand_ar', 'ميس ل'],
      ['النوع', 'خواتم'],
      ['اللون', 'ذهب وردي'],
      ['charm_family_ar', 'حروف'],
      ['الفئة', 'أساور'],
      ['السعر', 'under-500'],
      ['الصفحة', '2'],
    ]);
    expect(query).toEqual({
      categories: ['bracelets'],
      filters: { brand_ar: ['ميس ل'], type_ar: ['خواتم'], metal_color_ar: ['ذهب وردي'], charm_family_ar: ['حروف'] },
      priceRange: { max: 500 },
      page: 2,
    });
  });

  it('reads the page under its English name and both Arabic spellings', () => {
    expect(parseListingQuery([['page', '3']]).query.page).toBe(3);
    expect(parseListingQuery([['الصفحة', '3']]).query.page).toBe(3);
    expect(parseListingQuery([['صفحة', '3']]).query.page).toBe(3);
  });

  it('accepts spaced and dashed spellings of a parameter name', () => {
    expect(parseListingQuery('?Gold%20Karat=21K&charm-family=Hearts&colour=Yellow').query.filters).toEqual({ metal_karat: ['21K'], charm_family: ['Hearts'], metal_color: ['Yellow'] });
  });

  it('expands Multicolored and moves diamonds to their facet', () => {
    const { query } = parseListingQuery('?color=Multicolored&gemstone=Diamonds&gemstone=Ruby&gemstone_ar=الألماس');
    expect(query.filters).toEqual({ metal_color: MULTICOLOURED_GOLDS.en, diamonds: ['Diamonds', 'الألماس'], stone: ['Ruby'] });
  });

  it('turns shortcut categories into filters and price bands into a price range', () => {
    const { query } = parseListingQuery('?category=anklets&category=under-500&category=gold-jewelry&category=gold-jewelry');
    expect(query).toEqual({ categories: ['gold-jewelry'], filters: { type: ['Anklets'] }, priceRange: { max: 500 }, page: 1 });
  });

  it('drops an unknown parameter and reports it', () => {
    const { query, issues } = parseListingQuery('?utm_source=mail&type=Rings');
    expect(query.filters).toEqual({ type: ['Rings'] });
    expect(issues).toEqual([{ code: 'UNKNOWN_PARAMETER', params: { name: 'utm_source' } }]);
  });

  it('drops invalid values and reports each, never throwing', () => {
    const { query, issues } = parseListingQuery('?page=0&page=abc&price=1000-10&category=watches&type=&brand=%01x&sort=%20&type=' + 'x'.repeat(101));
    expect(query).toEqual(EMPTY_LISTING_QUERY);
    expect(issues.map((issue) => [issue.code, issue.params])).toEqual([
      ['INVALID_PARAMETER_VALUE', { name: 'page', value: '0' }],
      ['INVALID_PARAMETER_VALUE', { name: 'page', value: 'abc' }],
      ['INVALID_PARAMETER_VALUE', { name: 'price', value: '1000-10' }],
      ['INVALID_PARAMETER_VALUE', { name: 'category', value: 'watches' }],
      ['INVALID_PARAMETER_VALUE', { name: 'type', value: '' }],
      ['INVALID_PARAMETER_VALUE', { name: 'brand', value: '\u0001x' }],
      ['INVALID_PARAMETER_VALUE', { name: 'sort', value: ' ' }],
      ['INVALID_PARAMETER_VALUE', { name: 'type', value: 'x'.repeat(101) }],
    ]);
  });

  it('reports a piece of the query string that cannot be decoded', () => {
    const { query, issues } = parseListingQuery('?type=%E0%A4%A&page=2');
    expect(query.page).toBe(2);
    expect(issues).toEqual([{ code: 'MALFORMED_QUERY_STRING', params: { fragment: 'type=%E0%A4%A' } }]);
  });

  it('writes the plain listing as no query string, and page 1 as no page', () => {
    expect(formatListingQuery(EMPTY_LISTING_QUERY, 'en')).toBe('');
  });

  it('writes names in the page’s language', () => {
    const query = { ...EMPTY_LISTING_QUERY, categories: ['rings' as const], filters: { type_ar: ['خواتم'] }, page: 2 };
    expect(formatListingQuery(query, 'en')).toBe('?category=rings&type_ar=%D8%AE%D9%88%D8%A7%D8%AA%D9%85&page=2');
    expect(decodeURIComponent(formatListingQuery(query, 'ar'))).toBe('?الفئة=خواتم&النوع=خواتم&الصفحة=2');
  });

  it('gives back the same query after query -> URL -> query, in both languages', () => {
    fc.assert(
      fc.property(aListingQuery, fc.constantFrom('en' as const, 'ar' as const), (query, language) => {
        const parsed = parseListingQuery(formatListingQuery(query, language));
        expect(parsed.issues).toEqual([]);
        expect(parsed.query).toEqual(query);
      }),
    );
  });

  it('settles any query string after one reading', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('en' as const, 'ar' as const), (search, language) => {
        const once = parseListingQuery(search).query;
        expect(parseListingQuery(formatListingQuery(once, language)).query).toEqual(once);
      }),
    );
  });
});
