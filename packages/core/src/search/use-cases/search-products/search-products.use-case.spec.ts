import { defaultLimits, noLimits } from '../../../shared/test-support/counting-rate-limit.js';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { unavailable } from '../../../shared/errors.js';
import { EMPTY_LISTING_QUERY } from '../../domain/listing-query.js';
import { DefaultRelevancePolicy } from '../../domain/relevance.policy.js';
import { DefaultSortMappingPolicy } from '../../domain/sort-mapping.policy.js';
import type { SearchPort } from '../../ports/search.port.js';
import { BuildSearchRequest } from '../build-search-request/build-search-request.use-case.js';
import { SearchProducts } from './search-products.use-case.js';

function engine(up: boolean): SearchPort {
  return {
    search: vi.fn(() => (up ? okAsync({ products: [], total: 0, facets: {} }) : errAsync(unavailable('search')))),
    suggest: vi.fn(() => (up ? okAsync({ phrases: ['ring'], products: [] }) : errAsync(unavailable('search')))),
    getConfig: vi.fn(() => (up ? okAsync({ banner: 'x' }) : errAsync(unavailable('search')))),
  };
}

const locale = { language: 'en', region: 'sa' } as const;
const request = new BuildSearchRequest(new DefaultSortMappingPolicy()).execute({ locale, brand: 'lazurde', query: EMPTY_LISTING_QUERY })._unsafeUnwrap().request;

describe('SearchProducts', () => {
  it('passes the request to the region’s engine', async () => {
    const search = engine(true);
    expect((await new SearchProducts(search, noLimits()).execute(request))._unsafeUnwrap().total).toBe(0);
    expect(search.search).toHaveBeenCalledWith(request);
  });

  it('asks for at most 15 suggestions', async () => {
    const search = engine(true);
    await new SearchProducts(search, noLimits()).suggest({ locale, brand: 'lazurde', text: ' rin ' });
    expect(search.suggest).toHaveBeenCalledWith({ locale, brand: 'lazurde', text: 'rin', limit: 15, relevance: 'word-weights' });
  });

  it('ranks suggested products by the configured relevance rule', async () => {
    const search = engine(true);
    await new SearchProducts(search, noLimits(), new DefaultRelevancePolicy('proximity')).suggest({ locale, brand: 'lazurde', text: 'diamond ri' });
    expect(search.suggest).toHaveBeenCalledWith(expect.objectContaining({ relevance: 'proximity' }));
  });

  it('answers the catalogue’s search codes when the engine fails', async () => {
    const products = new SearchProducts(engine(false), noLimits());
    expect((await products.execute(request))._unsafeUnwrapErr()).toEqual({ code: 'SEARCH_FAILED', params: { cause: 'UNAVAILABLE' } });
    expect((await products.suggest({ locale, brand: 'lazurde', text: 'r' }))._unsafeUnwrapErr().code).toBe('SEARCH_SUGGESTIONS_FAILED');
    expect((await products.config('sa', 'banner:home'))._unsafeUnwrapErr()).toEqual({ code: 'SEARCH_CONFIG_FAILED', params: { key: 'banner:home', cause: 'UNAVAILABLE' } });
  });

  it('reads a named configuration of the region', async () => {
    expect((await new SearchProducts(engine(true), noLimits()).config('sa', 'config'))._unsafeUnwrap()).toEqual({ banner: 'x' });
  });

  it('refuses the 601st suggestion request of an address in a minute without asking the engine (decision 0910)', async () => {
    const search = engine(true);
    const products = new SearchProducts(search, defaultLimits());
    for (let typed = 0; typed < 600; typed += 1) await products.suggest({ locale, brand: 'lazurde', text: 'ri', client: '203.0.113.7' });
    const refused = await products.suggest({ locale, brand: 'lazurde', text: 'rin', client: '203.0.113.7' });
    expect(refused._unsafeUnwrapErr()).toEqual({ code: 'RATE_LIMITED', params: { limit: 'suggestions', retryAfterSeconds: 60 } });
    expect(search.suggest).toHaveBeenCalledTimes(600);
  });
});
