import { describe, expect, it } from 'vitest';
import { listingInAnotherRegion } from './listing-in-another-region.js';

describe('a listing address taken to another region’s store', () => {
  it('drops a price range in the path and in the query when the currency changes, keeping the rest', () => {
    expect(listingInAnotherRegion('sa', 'eg', { segments: ['rings', '2000-5000'], entries: [['color', 'Yellow Gold'], ['sort', 'price-asc']] })).toEqual({
      segments: ['rings'],
      entries: [['color', 'Yellow Gold'], ['sort', 'price-asc']],
    });
    expect(listingInAnotherRegion('eg', 'ae', { segments: ['search'], entries: [['q', 'ring'], ['السعر', 'under-500'], ['Price', '500-1000']] })).toEqual({
      segments: ['search'],
      entries: [['q', 'ring']],
    });
    expect(listingInAnotherRegion('ae', 'sa', { segments: ['%D8%AE%D9%88%D8%A7%D8%AA%D9%85', '50000-above'], entries: [] }).segments).toEqual(['%D8%AE%D9%88%D8%A7%D8%AA%D9%85']);
  });

  it('keeps everything within one region, and a segment that only looks like a number', () => {
    const address = { segments: ['rings', 'under-500'], entries: [['price', '500-1000']] as const };
    expect(listingInAnotherRegion('sa', 'sa', address)).toBe(address);
    expect(listingInAnotherRegion('sa', 'ae', { segments: ['p', 'ring'], entries: [['product_sku', 'LZ-RG-1001']] })).toEqual({
      segments: ['p', 'ring'],
      entries: [['product_sku', 'LZ-RG-1001']],
    });
  });
});
