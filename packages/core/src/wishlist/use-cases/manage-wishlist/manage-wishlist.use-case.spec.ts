import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { notFound } from '../../../shared/errors.js';
import type { Wishlist, WishlistPort } from '../../ports/wishlist.port.js';
import { ManageWishlist } from './manage-wishlist.use-case.js';

const listOf = (...productIds: number[]): Wishlist => ({
  wishlistId: '1',
  items: productIds.map((productId) => ({ itemId: String(productId), productId, sku: `SKU-${productId}` })),
});

function fakeWishlists(current: Wishlist): WishlistPort {
  return {
    getWishlist: vi.fn(() => okAsync(current)),
    addItem: vi.fn(() => okAsync(current)),
    joinItems: vi.fn((_region, _customer, ids: readonly number[]) => okAsync(listOf(...current.items.map((item) => item.productId), ...ids))),
    removeItem: vi.fn(() => errAsync(notFound('wishlist item', '9'))),
  };
}

const customer = { kind: 'customer', customerId: 4, email: 'a@example.com' } as const;

describe('ManageWishlist', () => {
  it('tells guests to sign in and never asks the port', async () => {
    const port = fakeWishlists(listOf());
    const result = await new ManageWishlist(port).get('sa', { kind: 'guest', cartToken: 't' });
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'SIGN_IN_REQUIRED', params: {} });
    expect(port.getWishlist).not.toHaveBeenCalled();
  });

  it('joins the guest list to the customer’s: only new products, in the guest’s order', async () => {
    const port = fakeWishlists(listOf(5, 2));
    const merged = await new ManageWishlist(port).merge('sa', customer, [9, 2, 7, 9]);
    expect(port.joinItems).toHaveBeenCalledWith('sa', 4, [9, 7]);
    expect(merged._unsafeUnwrap().items.map((item) => item.productId)).toEqual([5, 2, 9, 7]);
  });

  it('writes nothing when the guest list adds nothing', async () => {
    const port = fakeWishlists(listOf(5));
    await new ManageWishlist(port).merge('sa', customer, [5]);
    expect(port.joinItems).not.toHaveBeenCalled();
  });

  it('answers the list unchanged when removing a product that is not on it', async () => {
    const port = fakeWishlists(listOf(5));
    const result = await new ManageWishlist(port).remove('sa', customer, 9);
    expect(result._unsafeUnwrap().items.map((item) => item.productId)).toEqual([5]);
  });
});
