import { describe, expect, it } from 'vitest';
import { mergeWishlistProducts, wishlistProductsToAdd } from './wishlist-merge.js';

describe('wish-list merge at sign-in', () => {
  it('keeps the customer’s order and appends the guest’s new products in the guest’s order', () => {
    expect(mergeWishlistProducts([5, 2], [9, 2, 7])).toEqual([5, 2, 9, 7]);
    expect(wishlistProductsToAdd([5, 2], [9, 2, 7])).toEqual([9, 7]);
  });

  it('holds each product once, even when a list repeats one', () => {
    expect(mergeWishlistProducts([1, 1], [1, 3, 3])).toEqual([1, 3]);
    expect(wishlistProductsToAdd([1, 1], [1, 3, 3])).toEqual([3]);
  });

  it('takes the guest list whole when the customer has none, and changes nothing for an empty guest list', () => {
    expect(mergeWishlistProducts([], [4, 8])).toEqual([4, 8]);
    expect(wishlistProductsToAdd([6], [])).toEqual([]);
  });
});
