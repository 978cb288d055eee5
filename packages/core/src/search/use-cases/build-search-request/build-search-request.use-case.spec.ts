import { describe, expect, it } from 'vitest';
import { EMPTY_LISTING_QUERY } from '../../domain/listing-query.js';
import { DefaultRelevancePolicy } from '../../domain/relevance.policy.js';
import { DefaultSortMappingPolicy } from '../../domain/sort-mapping.policy.js';
import { BuildSearchRequest } from './build-search-request.use-case.js';

const build = new BuildSearchRequest(new DefaultSortMappingPolicy());
const enSa = { language: 'en', region: 'sa' } as const;

describe('BuildSearchRequest', () => {
  it('browses a category with 40 results from 0, 500 facet options and prices 10 to 9999999', () => {
    const built = build.execute({ locale: enSa, brand: 'lazurde', query: { ...EMPTY_LISTING_QUERY, categories: ['rings'] } });
    expect(built._unsafeUnwrap()).toEqual({
      request: {
        searchType: 'CATNAV',
        locale: enSa,
        brand: 'lazurde',
        text: '',
        sort: 'RELEVANCE',
        start: 0,
        rows: 40,
        categoryPath: ['rings'],
        filters: {},
        priceRange: { min: 10, max: 9_999_999 },
        facetOptionLimit: 500,
        relevance: 'word-weights',
      },
    });
  });

  it('searches free text, pages by 40 and maps the sort', () => {
    const built = build.execute({ locale: enSa, brand: 'missl', text: ' ring ', query: { ...EMPTY_LISTING_QUERY, page: 3, sort: 'price-desc', priceRange: { min: 200 } } });
    expect(built._unsafeUnwrap().request).toMatchObject({ searchType: 'SEARCH', text: 'ring', start: 80, rows: 40, sort: 'PRICE_DESC', priceRange: { min: 200, max: 9_999_999 } });
  });

  it('sorts by relevance on an unknown sort key and names the key', () => {
    const built = build.execute({ locale: enSa, brand: 'lazurde', query: { ...EMPTY_LISTING_QUERY, sort: 'random' } })._unsafeUnwrap();
    expect(built.request.sort).toBe('RELEVANCE');
    expect(built.unknownSortKey).toBe('random');
  });

  it('takes another page size from configuration', () => {
    const built = new BuildSearchRequest(new DefaultSortMappingPolicy(), 24).execute({ locale: enSa, brand: 'lazurde', query: { ...EMPTY_LISTING_QUERY, page: 2 } });
    expect(built._unsafeUnwrap().request).toMatchObject({ start: 24, rows: 24 });
  });

  it('ranks text by the configured relevance rule', () => {
    const built = new BuildSearchRequest(new DefaultSortMappingPolicy(), 40, new DefaultRelevancePolicy('proximity')).execute({ locale: enSa, brand: 'lazurde', text: 'diamond ring', query: EMPTY_LISTING_QUERY });
    expect(built._unsafeUnwrap().request).toMatchObject({ text: 'diamond ring', sort: 'RELEVANCE', relevance: 'proximity' });
  });

  it('refuses to search waves outside KSA', () => {
    const built = build.execute({ locale: { language: 'ar', region: 'ae' }, brand: 'waves', query: EMPTY_LISTING_QUERY });
    expect(built._unsafeUnwrapErr()).toEqual({ code: 'BRAND_NOT_IN_REGION', params: { brand: 'waves', region: 'ae' } });
  });
});
