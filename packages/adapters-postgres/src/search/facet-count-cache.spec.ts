import { describe, expect, it } from 'vitest';
import { FacetCountCache, type FacetCounts } from './facet-count-cache.js';

const counts = (sku: string): FacetCounts => ({ grouped: [], prices: [1], categories: [], skus: [sku], total: 1, byName: false });

describe('FacetCountCache', () => {
  it('answers only a request that read the version the counts were taken at', () => {
    const cache = new FacetCountCache();
    cache.set('rings', 4, counts('A'));
    expect(cache.get('rings', 4)).toEqual(counts('A'));
    expect(cache.get('rings', 5)).toBeUndefined();
    expect(cache.get('earrings', 4)).toBeUndefined();
  });

  it('never lets counts of an older version replace newer ones', () => {
    const cache = new FacetCountCache();
    cache.set('rings', 5, counts('new'));
    cache.set('rings', 4, counts('old'));
    expect(cache.get('rings', 5)).toEqual(counts('new'));
    cache.set('rings', 6, counts('newer'));
    expect(cache.get('rings', 6)).toEqual(counts('newer'));
  });

  it('forgets the least recently used listing past its capacity', () => {
    const cache = new FacetCountCache(2);
    cache.set('a', 1, counts('a'));
    cache.set('b', 1, counts('b'));
    cache.get('a', 1);
    cache.set('c', 1, counts('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toEqual(counts('a'));
    expect(cache.get('c', 1)).toEqual(counts('c'));
  });

  it('shows what it keeps under a key whatever its version, without counting that as a use', () => {
    const cache = new FacetCountCache(2);
    cache.set('a', 1, counts('a'));
    cache.set('b', 1, counts('b'));
    expect(cache.peek('a')).toEqual(counts('a'));
    expect(cache.peek('missing')).toBeUndefined();
    cache.set('c', 1, counts('c'));
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toEqual(counts('b'));
  });

  it('keeps nothing with a capacity of zero', () => {
    const cache = new FacetCountCache(0);
    cache.set('a', 1, counts('a'));
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
