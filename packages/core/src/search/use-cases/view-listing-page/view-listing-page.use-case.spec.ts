import { defaultLimits, noLimits } from '../../../shared/test-support/counting-rate-limit.js';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../../shared/errors.js';
import { fakeSearch } from '../../../shared/test-support/fake-read-ports.js';
import { aProduct } from '../../../catalog/test-support/product.builder.js';
import { DefaultSortMappingPolicy } from '../../domain/sort-mapping.policy.js';
import type { SearchRequest } from '../../domain/search-request.js';
import { BuildSearchRequest } from '../build-search-request/build-search-request.use-case.js';
import { ParseListingUrl } from '../parse-listing-url/parse-listing-url.use-case.js';
import { SearchProducts } from '../search-products/search-products.use-case.js';
import { ViewListingPage } from './view-listing-page.use-case.js';

function aListing(engine: 'answers' | 'fails' = 'answers', limits = noLimits()) {
  const asked: SearchRequest[] = [];
  const search = fakeSearch({
    search: (request) => {
      asked.push(request);
      return engine === 'fails' ? errAsync(unavailable('search')) : okAsync({ products: [aProduct().build()], total: 81, facets: {} });
    },
  });
  const viewListingPage = new ViewListingPage(new ParseListingUrl(), new BuildSearchRequest(new DefaultSortMappingPolicy()), new SearchProducts(search, noLimits()), limits);
  return { viewListingPage, asked };
}

describe('ViewListingPage', () => {
  it('reads the address, builds the request with the spec’s defaults and searches the region', async () => {
    const { viewListingPage, asked } = aListing();
    const page = (await viewListingPage.execute({ pathname: '/ar-eg/miss-l/rings/under-500', search: '?karat=18k&page=2' }))._unsafeUnwrap();
    expect(page).toMatchObject({ locale: { language: 'ar', region: 'eg' }, brand: 'missl', isPriceRangePath: true });
    expect(page.params).toMatchObject({ categories: [], page: 2 });
    expect(page.query).toMatchObject({ categories: ['rings'], priceRange: { max: 500 }, page: 2 });
    expect(asked).toEqual([page.request]);
    expect(page.request).toMatchObject({ searchType: 'CATNAV', brand: 'missl', rows: 40, start: 40, categoryPath: ['rings'] });
    expect(page.outcome).toMatchObject({ kind: 'results', results: { total: 81 } });
  });

  it('searches the shopper’s words with the query string’s filters on the search page', async () => {
    const { viewListingPage } = aListing();
    const page = (await viewListingPage.execute({ pathname: '/en-sa', search: [['sort', 'price-asc']], text: ' solitaire ' }))._unsafeUnwrap();
    expect(page.request).toMatchObject({ searchType: 'SEARCH', text: 'solitaire', categoryPath: [] });
    expect(page.issues).toEqual([]);
  });

  it('is NOT_FOUND, without searching, for a path naming no category', async () => {
    const { viewListingPage, asked } = aListing();
    const result = await viewListingPage.execute({ pathname: '/en-sa/teapots', search: '' });
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'category', id: 'teapots' } });
    expect(asked).toEqual([]);
  });

  it('is BRAND_NOT_IN_REGION for a brand the region does not sell', async () => {
    const result = await aListing().viewListingPage.execute({ pathname: '/en-ae/waves/rings', search: '' });
    expect(result._unsafeUnwrapErr().code).toBe('BRAND_NOT_IN_REGION');
  });

  it('keeps the page, with its dropped parameters, when the search fails', async () => {
    const page = (await aListing('fails').viewListingPage.execute({ pathname: '/en-sa/rings', search: '?bogus=1&sort=loudest' }))._unsafeUnwrap();
    expect(page.outcome).toEqual({ kind: 'failed', error: { code: 'SEARCH_FAILED', params: { cause: 'UNAVAILABLE' } } });
    expect(page.issues.map((issue) => issue.code)).toContain('UNKNOWN_PARAMETER');
    expect(page.unknownSortKey).toBe('loudest');
  });

  it('refuses an address’s 301st search in a minute without searching; a page rendered without an address is not counted (decision 0910)', async () => {
    const { viewListingPage, asked } = aListing('answers', defaultLimits());
    for (let searched = 0; searched < 300; searched += 1) await viewListingPage.execute({ pathname: '/en-sa/rings', search: '', client: '203.0.113.7' });
    const refused = await viewListingPage.execute({ pathname: '/en-sa/rings', search: '', client: '203.0.113.7' });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ code: 'RATE_LIMITED', params: { limit: 'search' } });
    expect(asked).toHaveLength(300);
    expect((await viewListingPage.execute({ pathname: '/en-sa/rings', search: '' })).isOk()).toBe(true);
  });
});
