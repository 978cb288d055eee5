import { describe, expect, it } from 'vitest';
import { reviewsHref } from './product-reviews';

describe('review sort and page links', () => {
  it('keep the product and switch the sort, back to the first page', () => {
    expect(reviewsHref('?product_sku=LZ-RG-1001&review_page=3', 'lowest', 1)).toBe('?product_sku=LZ-RG-1001&review_sort=lowest#reviews');
  });

  it('leave out the default sort and the first page', () => {
    expect(reviewsHref('?product_sku=LZ-RG-1001&review_sort=highest', 'recent', 1)).toBe('?product_sku=LZ-RG-1001#reviews');
  });

  it('leave out the thanks for a review just written', () => {
    expect(reviewsHref('?product_sku=A&review_written=published', 'highest', 1)).toBe('?product_sku=A&review_sort=highest#reviews');
  });

  it('name later pages', () => {
    expect(reviewsHref('?product_sku=A', 'feature', 2)).toBe('?product_sku=A&review_sort=feature&review_page=2#reviews');
  });
});
