import { describe, expect, it } from 'vitest';
import { EMPTY_LISTING_QUERY, parseListingQuery, type ListingQuery } from '@storefront/core/search';
import {
  clearedFiltersHref,
  hasFilters,
  listingHref,
  pageWindow,
  priceBandHref,
  sortFormEntries,
  toggleFacetValue,
  withPage,
  withSort,
  type ListingAddress,
} from './listing-url';

function anAddress(overrides: Partial<ListingAddress> = {}): ListingAddress {
  return { pathname: '/en-sa/rings', pricePath: '/en-sa/rings', fixed: [], params: EMPTY_LISTING_QUERY, language: 'en', ...overrides };
}

const karat18: ListingQuery = { ...EMPTY_LISTING_QUERY, filters: { metal_karat: ['18K'] } };

describe('listing links', () => {
  it('adds a facet value as an English parameter on an English page', () => {
    const address = anAddress();
    expect(listingHref(address, toggleFacetValue(address.params, 'metal_karat', '18K'))).toBe('/en-sa/rings?gold_karat=18K');
  });

  it('writes Arabic parameter names and values on an Arabic page', () => {
    const address = anAddress({ pathname: '/ar-sa/خواتم', pricePath: '/ar-sa/خواتم', language: 'ar' });
    const href = listingHref(address, toggleFacetValue(address.params, 'metal_karat_ar', '18 قيراط'));
    expect(decodeURIComponent(href)).toBe('/ar-sa/خواتم?عيار_الذهب=18 قيراط');
  });

  it('removes a chosen value and goes back to the first page', () => {
    const params = { ...karat18, filters: { metal_karat: ['18K', '21K'] }, page: 3 };
    expect(toggleFacetValue(params, 'metal_karat', '18K')).toEqual({ ...EMPTY_LISTING_QUERY, filters: { metal_karat: ['21K'] } });
    expect(toggleFacetValue(karat18, 'metal_karat', '18K').filters).toEqual({});
  });

  it('keeps the search text first on every link of the search page', () => {
    const address = anAddress({ pathname: '/en-sa/search', pricePath: undefined, fixed: [['q', 'ring']] });
    expect(listingHref(address, withSort(address.params, 'biggest_saving'))).toBe('/en-sa/search?q=ring&sort=biggest_saving');
  });

  it('writes the page in the language of the page and leaves it out for the first page', () => {
    const arabic = anAddress({ language: 'ar', params: karat18 });
    expect(listingHref(arabic, withPage(karat18, 2))).toMatch(new RegExp(`&${encodeURIComponent('الصفحة')}=2$`));
    expect(listingHref(anAddress({ params: karat18 }), withPage(karat18, 2))).toMatch(/&page=2$/);
    expect(listingHref(anAddress(), withPage(EMPTY_LISTING_QUERY, 1))).toBe('/en-sa/rings');
  });

  it('reads back every link it writes as the same query', () => {
    const params: ListingQuery = { categories: [], filters: { metal_color: ['Rose Gold'], metal_karat: ['18K'] }, sort: 'price-asc', page: 4 };
    const href = listingHref(anAddress({ params }), params);
    expect(parseListingQuery(href.slice(href.indexOf('?'))).query).toEqual(params);
  });

  it('drops the sort for relevance and starts again from the first page', () => {
    expect(withSort({ ...karat18, sort: 'alpha', page: 5 }, 'relevance')).toEqual(karat18);
  });
});

describe('price bands', () => {
  it('writes a band as a price-range path and keeps the filters', () => {
    const address = anAddress({ pathname: '/en-sa/rings/under-500', params: { ...karat18, page: 2 } });
    expect(priceBandHref(address, { min: 500, max: 1000 })).toBe('/en-sa/rings/500-1000?gold_karat=18K');
    expect(priceBandHref(address, { min: 50000 })).toBe('/en-sa/rings/50000-above?gold_karat=18K');
  });

  it('removes the price by going back to the path without its band', () => {
    expect(priceBandHref(anAddress({ pathname: '/en-sa/rings/under-500' }), undefined)).toBe('/en-sa/rings');
  });

  it('writes a band as a parameter on the search page', () => {
    const address = anAddress({ pathname: '/en-sa/search', pricePath: undefined, fixed: [['q', 'gold']] });
    expect(priceBandHref(address, { max: 500 })).toBe('/en-sa/search?q=gold&price=under-500');
  });
});

describe('clearing filters', () => {
  it('keeps the categories of the path and the sort, and nothing else', () => {
    const address = anAddress({ pathname: '/en-sa/rings/under-500', params: { ...karat18, sort: 'alpha', page: 2 } });
    expect(clearedFiltersHref(address)).toBe('/en-sa/rings?sort=alpha');
  });

  it('knows when there is anything to clear', () => {
    expect(hasFilters(EMPTY_LISTING_QUERY)).toBe(false);
    expect(hasFilters(karat18)).toBe(true);
    expect(hasFilters({ ...EMPTY_LISTING_QUERY, priceRange: { max: 500 } })).toBe(true);
  });
});

describe('the sort form', () => {
  it('carries the search text and filters but neither sort nor page', () => {
    const address = anAddress({ fixed: [['q', 'ring']], params: { ...karat18, sort: 'alpha', page: 3 } });
    expect(sortFormEntries(address)).toEqual([
      ['q', 'ring'],
      ['gold_karat', '18K'],
    ]);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the ends and the neighbours of the current page with gaps between', () => {
    expect(pageWindow(10, 38)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 38]);
    expect(pageWindow(1, 38)).toEqual([1, 2, 3, 'gap', 38]);
  });

  it('shows a single page once', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
