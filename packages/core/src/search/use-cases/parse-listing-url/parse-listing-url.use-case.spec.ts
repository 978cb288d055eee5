import { describe, expect, it } from 'vitest';
import { ParseListingUrl } from './parse-listing-url.use-case.js';

const parse = new ParseListingUrl();

describe('ParseListingUrl', () => {
  it('combines what the path and the query string ask for', () => {
    const page = parse.execute({ pathname: '/ar-eg/miss-l/gold-jewelry/under-500', search: '?category=rings&type=Rings&page=2&sort=price-asc' });
    expect(page).toEqual({
      locale: { language: 'ar', region: 'eg' },
      brand: 'missl',
      query: { categories: ['gold-jewelry', 'rings'], filters: { type: ['Rings'] }, priceRange: { max: 500 }, page: 2, sort: 'price-asc' },
      params: { categories: ['rings'], filters: { type: ['Rings'] }, page: 2, sort: 'price-asc' },
      isPriceRangePath: true,
      issues: [],
    });
  });

  it('lets a price parameter narrow the path’s price range', () => {
    expect(parse.execute({ pathname: '/en-sa/rings/under-5000', search: 'price=100-200' }).query.priceRange).toEqual({ min: 100, max: 200 });
  });

  it('merges a shortcut filter from the path with the same facet in the query string', () => {
    const page = parse.execute({ pathname: '/en-sa/bracelets/bangles', search: '?type=Bangles&type=Cuffs' });
    expect(page.query.filters).toEqual({ type: ['Bangles', 'Cuffs'] });
  });

  it('still renders the listing when parts of the URL are unreadable', () => {
    const page = parse.execute({ pathname: '/en-sa/rings', search: '?page=-1&foo=bar' });
    expect(page.query).toEqual({ categories: ['rings'], filters: {}, page: 1 });
    expect(page.issues.map((issue) => issue.code)).toEqual(['INVALID_PARAMETER_VALUE', 'UNKNOWN_PARAMETER']);
  });
});
