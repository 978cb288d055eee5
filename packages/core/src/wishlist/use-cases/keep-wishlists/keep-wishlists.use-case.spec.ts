import { describe, expect, it } from 'vitest';
import { InMemoryWishlistStore } from '../../test-support/in-memory-wishlist-store.js';
import { KeepWishlists } from './keep-wishlists.use-case.js';

const CUSTOMER = 4;
const [A, B, C, NOT_SOLD] = [11, 12, 13, 99];
const wishlists = () => new KeepWishlists(new InMemoryWishlistStore('ae', [A, B, C], [CUSTOMER]));
const productIds = (list: { items: readonly { productId: number }[] }) => list.items.map((item) => item.productId);

describe('KeepWishlists over a store in memory', () => {
  it('keeps each product once, in the order added, and those already there where they are', async () => {
    const keep = wishlists();
    await keep.addItem('ae', CUSTOMER, B);
    await keep.addItem('ae', CUSTOMER, B);

    expect(productIds((await keep.joinItems('ae', CUSTOMER, [C, B, A]))._unsafeUnwrap())).toEqual([B, C, A]);
  });

  it('refuses one product the region does not sell, naming it', async () => {
    const keep = wishlists();

    expect((await keep.addItem('ae', CUSTOMER, NOT_SOLD))._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'product', id: String(NOT_SOLD) } });
    expect((await keep.getWishlist('ae', CUSTOMER))._unsafeUnwrap().items).toEqual([]);
  });

  it('joins the products of a guest list that the region sells, leaving out one it does not', async () => {
    const keep = wishlists();

    expect(productIds((await keep.joinItems('ae', CUSTOMER, [A, NOT_SOLD, B]))._unsafeUnwrap())).toEqual([A, B]);
  });

  it('removes an item by its id and answers NOT_FOUND for one not on the list', async () => {
    const keep = wishlists();
    const list = (await keep.joinItems('ae', CUSTOMER, [A, B, C]))._unsafeUnwrap();

    expect(productIds((await keep.removeItem('ae', CUSTOMER, list.items[1]!.itemId))._unsafeUnwrap())).toEqual([A, C]);
    expect((await keep.removeItem('ae', CUSTOMER, 'no-such-item'))._unsafeUnwrapErr()).toMatchObject({ code: 'NOT_FOUND', params: { entity: 'wishlist item' } });
  });

  it('has no list for someone who is not a customer of the region’s store', async () => {
    expect((await wishlists().getWishlist('sa', CUSTOMER))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });
});
