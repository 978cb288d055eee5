import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Region } from '@storefront/core/locale';
import type { WishlistPort } from '@storefront/core/wishlist';
import { failure, ok } from './settle.js';

/** What a wish-list port needs to offer for the contract to run against it. */
export interface WishlistContractFixture {
  readonly port: WishlistPort;
  /** The store the wish lists live in. */
  readonly region: Region;
  /** Three different products sold in `region`. */
  readonly productIds: readonly [number, number, number];
  /** A product `region` does not sell. */
  readonly notSoldInRegion: number;
  /** A customer of `region`'s store who has never used a wish list there. */
  newCustomer(): Promise<number>;
  teardown(): Promise<void>;
}

/**
 * The behaviour every wish-list port promises, written against the port alone, so that any
 * adapter can prove it keeps the same promises.
 */
export function wishlistPortContract(name: string, setup: () => Promise<WishlistContractFixture>): void {
  describe(`WishlistPort contract: ${name}`, () => {
    let fixture: WishlistContractFixture;
    let port: WishlistPort;
    let region: Region;

    beforeAll(async () => {
      fixture = await setup();
      port = fixture.port;
      region = fixture.region;
    });
    afterAll(() => fixture?.teardown());

    const productIdsOf = (items: readonly { productId: number }[]) => items.map((item) => item.productId);

    it('creates an empty wish list on first use', async () => {
      const customerId = await fixture.newCustomer();

      expect((await ok(port.getWishlist(region, customerId))).items).toEqual([]);
    });

    it('answers with the same wish list on every visit', async () => {
      const customerId = await fixture.newCustomer();
      const first = await ok(port.getWishlist(region, customerId));

      expect((await ok(port.getWishlist(region, customerId))).wishlistId).toBe(first.wishlistId);
    });

    it('makes one wish list when first visits arrive together', async () => {
      const customerId = await fixture.newCustomer();
      const lists = await Promise.all(Array.from({ length: 5 }, () => ok(port.getWishlist(region, customerId))));

      expect(new Set(lists.map((list) => list.wishlistId)).size).toBe(1);
    });

    it('adds a product with its sku', async () => {
      const customerId = await fixture.newCustomer();
      const [productId] = fixture.productIds;
      const list = await ok(port.addItem(region, customerId, productId));

      expect(productIdsOf(list.items)).toEqual([productId]);
      expect(list.items[0]?.sku).not.toBe('');
      expect(await ok(port.getWishlist(region, customerId))).toEqual(list);
    });

    it('changes nothing when a product already on the list is added again', async () => {
      const customerId = await fixture.newCustomer();
      const once = await ok(port.addItem(region, customerId, fixture.productIds[0]));

      expect(await ok(port.addItem(region, customerId, fixture.productIds[0]))).toEqual(once);
    });

    it('lists items in the order they were added', async () => {
      const customerId = await fixture.newCustomer();
      const [a, b, c] = fixture.productIds;
      for (const productId of [c, a, b]) await ok(port.addItem(region, customerId, productId));

      expect(productIdsOf((await ok(port.getWishlist(region, customerId))).items)).toEqual([c, a, b]);
    });

    it('keeps each customer’s wish list to themselves', async () => {
      const [first, second] = [await fixture.newCustomer(), await fixture.newCustomer()];
      const firstList = await ok(port.addItem(region, first, fixture.productIds[1]));
      const secondList = await ok(port.getWishlist(region, second));

      expect(secondList.wishlistId).not.toBe(firstList.wishlistId);
      expect(secondList.items).toEqual([]);
    });

    it('removes an item by its id and keeps the others in order', async () => {
      const customerId = await fixture.newCustomer();
      const [a, b, c] = fixture.productIds;
      for (const productId of [a, b, c]) await ok(port.addItem(region, customerId, productId));
      const list = await ok(port.getWishlist(region, customerId));
      const itemOfB = list.items.find((item) => item.productId === b)!;

      expect(productIdsOf((await ok(port.removeItem(region, customerId, itemOfB.itemId))).items)).toEqual([a, c]);
    });

    it('answers NOT_FOUND for an item that is not on the list', async () => {
      const customerId = await fixture.newCustomer();
      const other = await fixture.newCustomer();
      const othersList = await ok(port.addItem(region, other, fixture.productIds[0]));

      expect((await failure(port.removeItem(region, customerId, 'no-such-item'))).code).toBe('NOT_FOUND');
      expect((await failure(port.removeItem(region, customerId, othersList.items[0]!.itemId))).code).toBe('NOT_FOUND');
      expect(await ok(port.getWishlist(region, other))).toEqual(othersList);
    });

    it('refuses a product the region does not sell', async () => {
      const customerId = await fixture.newCustomer();

      expect(await failure(port.addItem(region, customerId, fixture.notSoldInRegion))).toMatchObject({
        code: 'NOT_FOUND',
        params: { entity: 'product' },
      });
      expect((await ok(port.getWishlist(region, customerId))).items).toEqual([]);
    });

    it('joins several products in the order given, keeping those already there where they are', async () => {
      const customerId = await fixture.newCustomer();
      const [a, b, c] = fixture.productIds;
      await ok(port.addItem(region, customerId, b));

      const merged = await ok(port.joinItems(region, customerId, [c, b, a]));

      expect(productIdsOf(merged.items)).toEqual([b, c, a]);
    });

    it('joins those of several products the region sells, leaving out one it does not', async () => {
      const customerId = await fixture.newCustomer();
      const [a, b] = fixture.productIds;

      const joined = await ok(port.joinItems(region, customerId, [a, fixture.notSoldInRegion, b]));

      expect(productIdsOf(joined.items)).toEqual([a, b]);
    });
  });
}
