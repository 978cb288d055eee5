import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Region } from '@storefront/core/locale';
import { KeepWishlists, type WishlistPort } from '@storefront/core/wishlist';
import type { Database } from '../database/database.js';
import { ENGINES } from '../../test/engines.js';
import { openDatabase } from '../database/database.js';
import { wishlistItems, wishlists } from '../database/schema/index.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { insertCustomer, productsBySku, type CatalogueProduct } from '../cart/test-support/engine-fixtures.js';
import { wishlistPortContract } from '../testing/contracts/wishlist-port.contract.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PostgresWishlistStore } from './postgres-wishlist.adapter.js';

/** The wish-list calls as the store runs them: the core's rules over the engine's store. */
const wishlistsOn = (db: Database): WishlistPort => new KeepWishlists(new PostgresWishlistStore(db));

const REGION: Region = 'ae';
const SOLD = ['LZ-RG-1001', 'LZ-NK-1003', 'LZ-BR-1005'] as const;
/** Waves sells in KSA only. */
const NOT_SOLD_IN_UAE = 'WV-RG-3001';

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`KeepWishlists over PostgresWishlistStore on ${engine}`, () => {
    let database: TestDatabase;
    let catalogue: Record<string, CatalogueProduct>;

    const productId = (sku: string) => catalogue[sku]!.productId;

    beforeAll(async () => {
      database = await createTestDatabase(engine, demoCatalogueTemplate());
      catalogue = await productsBySku(database.handle.db, [...SOLD, NOT_SOLD_IN_UAE]);
    });
    afterAll(() => database?.dispose());

    wishlistPortContract(`KeepWishlists over PostgresWishlistStore on ${engine}`, async () => ({
      port: wishlistsOn(database.handle.db),
      region: REGION,
      productIds: [productId(SOLD[0]), productId(SOLD[1]), productId(SOLD[2])],
      notSoldInRegion: productId(NOT_SOLD_IN_UAE),
      newCustomer: () => insertCustomer(database.handle.db, REGION),
      teardown: async () => undefined,
    }));

    describe('on the engine', () => {
      let port: WishlistPort;

      beforeAll(() => {
        port = wishlistsOn(database.handle.db);
      });

      const rowsOf = (customerId: number) =>
        database.handle.db.select().from(wishlists).where(eq(wishlists.customerId, customerId));

      it('stores one wish list when ten first visits arrive at the same moment', async () => {
        const customerId = await insertCustomer(database.handle.db, REGION);

        const results = await Promise.all(Array.from({ length: 10 }, () => port.getWishlist(REGION, customerId)));

        expect(results.every((result) => result.isOk())).toBe(true);
        expect(await rowsOf(customerId)).toHaveLength(1);
      });

      it('stores a product once when it is added ten times at the same moment', async () => {
        const customerId = await insertCustomer(database.handle.db, REGION);

        await Promise.all(Array.from({ length: 10 }, () => port.addItem(REGION, customerId, productId(SOLD[0]))));

        const [list] = await rowsOf(customerId);
        expect(await database.handle.db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, list!.id))).toHaveLength(1);
      });

      it('names items by the product they hold and gives them the product’s sku', async () => {
        const customerId = await insertCustomer(database.handle.db, REGION);

        const list = (await port.addItem(REGION, customerId, productId(SOLD[1])))._unsafeUnwrap();

        expect(list.items).toEqual([{ itemId: String(productId(SOLD[1])), productId: productId(SOLD[1]), sku: SOLD[1] }]);
      });

      it('has no wish list for a customer of another region’s store, nor for an unknown customer', async () => {
        const saudiCustomer = await insertCustomer(database.handle.db, 'sa');

        for (const someone of [saudiCustomer, 2_000_000_000, 0]) {
          expect((await port.getWishlist(REGION, someone))._unsafeUnwrapErr()).toEqual({
            code: 'NOT_FOUND',
            params: { entity: 'customer', id: String(someone) },
          });
        }
        expect(await rowsOf(saudiCustomer)).toEqual([]);
      });

      it('keeps a customer’s wish list per region', async () => {
        const customerId = await insertCustomer(database.handle.db, REGION);

        const list = (await port.getWishlist(REGION, customerId))._unsafeUnwrap();

        expect(await rowsOf(customerId)).toMatchObject([{ id: Number(list.wishlistId), region: REGION }]);
      });

      it('answers UNAVAILABLE, not a throw, when the database is gone', async () => {
        // Nothing listens on port 1: every query fails to connect.
        const broken = await openDatabase({ engine: 'postgres', url: 'postgres://postgres@127.0.0.1:1/storefront' });

        const result = await wishlistsOn(broken.db).getWishlist(REGION, 1);
        await broken.close();

        expect(result._unsafeUnwrapErr()).toEqual({ code: 'UNAVAILABLE', params: { service: 'wishlist' } });
      });
    });
  });
}
