import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAIN_SORTS, DefaultSortMappingPolicy } from './sort-mapping.policy.js';

const policy = new DefaultSortMappingPolicy();

describe('sort mapping', () => {
  it('maps the public keys to the engine’s sorts', () => {
    expect(policy.map('alpha')).toEqual({ sort: 'NAME_ASC', recognised: true });
    expect(policy.map('price-asc').sort).toBe('PRICE_ASC');
    expect(policy.map('price-desc').sort).toBe('PRICE_DESC');
    expect(policy.map('new_in').sort).toBe('NEW_ARRIVAL_DESC');
    expect(policy.map('relevance').sort).toBe('RELEVANCE');
  });

  it('sorts biggest saving by sale percentage, highest first', () => {
    expect(policy.map('biggest_saving').sort).toBe('SALE_PERCENTAGE_DESC');
  });

  it('sorts best sellers by sales rank, under either spelling', () => {
    expect(policy.map('best_seller')).toEqual({ sort: 'BEST_SELLING', recognised: true });
    expect(policy.map('best-sellers')).toEqual({ sort: 'BEST_SELLING', recognised: true });
  });

  it('lets a merchant choose either of the spec’s readings for best sellers instead', () => {
    expect(new DefaultSortMappingPolicy({ bestSellers: 'SALE_PERCENTAGE_DESC' }).map('best_seller').sort).toBe('SALE_PERCENTAGE_DESC');
    expect(new DefaultSortMappingPolicy({ bestSellers: 'RELEVANCE' }).map('best_seller').sort).toBe('RELEVANCE');
  });

  it('sorts by relevance when no key is given', () => {
    expect(policy.map(undefined)).toEqual({ sort: 'RELEVANCE', recognised: true });
  });

  it('sorts an unknown key by relevance and says it was unknown, never throwing', () => {
    expect(policy.map('cheapest-first')).toEqual({ sort: 'RELEVANCE', recognised: false });
    fc.assert(
      fc.property(fc.string(), (key) => {
        expect(DOMAIN_SORTS).toContain(policy.map(key).sort);
      }),
    );
  });
});
