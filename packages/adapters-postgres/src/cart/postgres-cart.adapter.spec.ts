import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DefaultLineQuantityPolicy, type NewCartLine, type Region } from '@storefront/core';
import { ENGINES } from '../../test/engines.js';
import { openDatabase } from '../database/database.js';
import { carts, cartLines, productPrices, products } from '../database/schema/index.js';
import { seedDemoCatalogue } from '../seed/demo-catalogue.js';
import { cartPortContract } from '../testing/contracts/cart-port.contract.js';
import { insertCustomer, productsBySku, setStock, type CatalogueProduct } from './test-support/engine-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PostgresCart } from './postgres-cart.adapter.js';

const REGION: Region = 'ae';
const OTHER_REGION: Region = 'sa';
const RING = 'LZ-RG-1001';
const NECKLACE = 'LZ-NK-1003';
/** Waves sells in KSA only. */
const NOT_SOLD_IN_UAE = 'WV-RG-3001';
const SOLD_OUT = 'LZ-NK-1004';
const MORE = ['LZ-BR-1005', 'LZ-BR-1006', 'LZ-ER-1008', 'ML-NK-2003'] as const;

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresCart on ${engine}`, () => {
    let database: TestDatabase;
    let catalogue: Record<string, CatalogueProduct>;
    let customerId: number;

    const product = (sku: string) => catalogue[sku]!;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      const { db } = database.handle;
      await seedDemoCatalogue(db);
      catalogue = await productsBySku(db, [RING, NECKLACE, NOT_SOLD_IN_UAE, SOLD_OUT, ...MORE]);
      for (const sku of [RING, NECKLACE, ...MORE]) {
        await setStock(db, REGION, product(sku).productId, 100);
        await setStock(db, OTHER_REGION, product(sku).productId, 100);
      }
      await setStock(db, REGION, product(SOLD_OUT).productId, 0);
      customerId = await insertCustomer(db, REGION);
    });
    afterAll(() => database?.dispose());

    cartPortContract(`PostgresCart on ${engine}`, async () => ({
      port: new PostgresCart(database.handle.db),
      region: REGION,
      otherRegion: OTHER_REGION,
      products: {
        ring: product(RING),
        necklace: { productId: product(NECKLACE).productId, variantId: product(NECKLACE).variantIds[0]! },
        notSoldInRegion: product(NOT_SOLD_IN_UAE),
        soldOut: product(SOLD_OUT),
      },
      customerId,
      teardown: async () => undefined,
    }));

    describe('on the engine', () => {
      let port: PostgresCart;
      const ringSize = (index: number, quantity = 1) => ({ productId: product(RING).productId, variantId: product(RING).variantIds[index]!, quantity });
      const newCart = async (lines: readonly NewCartLine[] = [ringSize(0)], language: 'en' | 'ar' = 'en') =>
        (await port.createCart(REGION, { locale: { language, region: REGION }, lines }))._unsafeUnwrap();
      const cartRow = async (cartId: string) =>
        (await database.handle.db.select().from(carts).where(eq(carts.id, cartId)))[0]!;

      beforeAll(() => {
        port = new PostgresCart(database.handle.db);
      });

      it('issues cart ids of at least 128 random bits and line ids of 128', async () => {
        const cart = await newCart();

        expect(Buffer.from(cart.id, 'base64url').length).toBeGreaterThanOrEqual(16);
        expect(Buffer.from(cart.lines[0]!.id, 'base64url').length).toBe(16);
      });

      it('ends with the sum of 20 adds of one ring size made at the same moment', async () => {
        const roomy = new PostgresCart(database.handle.db, { quantityPolicy: new DefaultLineQuantityPolicy({ minimum: 1, maximum: 100 }) });
        const cart = await newCart([{ productId: product(NECKLACE).productId, quantity: 1 }]);
        const adds = Array.from({ length: 20 }, (_, index) => ringSize(2, (index % 3) + 1));

        const results = await Promise.all(adds.map((line) => roomy.addLine(REGION, cart.id, line)));

        expect(results.every((result) => result.isOk())).toBe(true);
        const ringLine = (await port.getCart(REGION, cart.id))._unsafeUnwrap().lines.find((line) => line.productId === product(RING).productId);
        expect(ringLine?.quantity).toBe(adds.reduce((sum, line) => sum + line.quantity, 0));
        expect((await cartRow(cart.id)).version).toBe(20);
      });

      it('lets exactly ten of 20 simultaneous single adds through when a line holds at most ten', async () => {
        const cart = await newCart([{ productId: product(NECKLACE).productId, quantity: 1 }]);

        const results = await Promise.all(Array.from({ length: 20 }, () => port.addLine(REGION, cart.id, ringSize(3))));

        expect(results.filter((result) => result.isOk())).toHaveLength(10);
        expect(results.filter((result) => result.isErr()).map((result) => result._unsafeUnwrapErr().code)).toEqual(Array(10).fill('QUANTITY_ABOVE_MAXIMUM'));
        expect((await port.getCart(REGION, cart.id))._unsafeUnwrap().lines.map((line) => line.quantity)).toEqual([1, 10]);
      });

      it('loses no line when different products are added at the same moment', async () => {
        const cart = await newCart([{ productId: product(NECKLACE).productId, quantity: 1 }]);
        const lines = [
          ...product(RING).variantIds.map((variantId) => ({ productId: product(RING).productId, variantId, quantity: 1 })),
          ...MORE.map((sku) => ({ productId: product(sku).productId, quantity: 2 })),
        ];

        await Promise.all(lines.map((line) => port.addLine(REGION, cart.id, line)));

        const stored = await database.handle.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
        expect(stored).toHaveLength(1 + lines.length);
        expect((await port.getCart(REGION, cart.id))._unsafeUnwrap().lines).toHaveLength(1 + lines.length);
      });

      it('bumps the cart’s version with each change and not with a refused one', async () => {
        const cart = await newCart();
        expect((await cartRow(cart.id)).version).toBe(0);

        await port.addLine(REGION, cart.id, ringSize(1));
        const updated = (await port.updateLine(REGION, cart.id, cart.lines[0]!.id, 2))._unsafeUnwrap();
        await port.updateLine(REGION, cart.id, cart.lines[0]!.id, 50);
        await port.removeLine(REGION, cart.id, updated.lines[1]!.id);

        const row = await cartRow(cart.id);
        expect(row.version).toBe(3);
        expect(row.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
      });

      it('prices lines from the region’s price list at the time the cart is read, sale price first', async () => {
        const { db } = database.handle;
        const necklaceId = product(NECKLACE).productId;
        const cart = await newCart([{ productId: necklaceId, quantity: 2 }]);
        const [price] = await db
          .select()
          .from(productPrices)
          .where(and(eq(productPrices.productId, necklaceId), eq(productPrices.region, REGION)));
        const saleMinor = price!.priceMinor - 1_000;

        await db
          .update(productPrices)
          .set({ salePriceMinor: saleMinor })
          .where(and(eq(productPrices.productId, necklaceId), eq(productPrices.region, REGION)));
        const reread = (await port.getCart(REGION, cart.id))._unsafeUnwrap();
        await db
          .update(productPrices)
          .set({ salePriceMinor: price!.salePriceMinor })
          .where(and(eq(productPrices.productId, necklaceId), eq(productPrices.region, REGION)));

        expect(cart.lines[0]?.originalPrice).toEqual({ amountMinor: price!.priceMinor, currency: 'AED' });
        expect(reread.lines[0]).toMatchObject({
          originalPrice: { amountMinor: price!.priceMinor, currency: 'AED' },
          salePrice: { amountMinor: saleMinor, currency: 'AED' },
          extendedListPrice: { amountMinor: saleMinor * 2, currency: 'AED' },
        });
        expect(reread.cartAmount).toEqual({ amountMinor: saleMinor * 2, currency: 'AED' });
      });

      it('names lines in the cart’s language and gives each ring size its own sku', async () => {
        const cart = await newCart([ringSize(0), ringSize(1)], 'ar');
        const [ring] = await database.handle.db.select().from(products).where(eq(products.id, product(RING).productId));

        expect(cart.lines.map((line) => line.name)).toEqual([ring!.nameAr, ring!.nameAr]);
        expect(cart.lines.map((line) => line.sku)).toEqual([`${RING}-50`, `${RING}-52`]);
      });

      it('refuses more units than the region has left of a size', async () => {
        const { db } = database.handle;
        const braceletId = product('LZ-BR-1006').productId;
        await setStock(db, REGION, braceletId, 3);
        const cart = await newCart([{ productId: braceletId, quantity: 3 }]);

        const refused = await port.addLine(REGION, cart.id, { productId: braceletId, quantity: 1 });
        await setStock(db, REGION, braceletId, 100);

        expect(refused._unsafeUnwrapErr()).toEqual({ code: 'QUANTITY_EXCEEDS', params: { sku: 'LZ-BR-1006', requested: 4, available: 3 } });
      });

      it('hands a cart to a customer of its region and forgets the browser token', async () => {
        const cart = await newCart();
        await database.handle.db.update(carts).set({ tokenHash: 'a'.repeat(64) }).where(eq(carts.id, cart.id));

        await port.assignToCustomer(REGION, cart.id, customerId);

        expect(await cartRow(cart.id)).toMatchObject({ customerId, tokenHash: null, version: 1 });
      });

      it('refuses to hand a cart to a customer of another region or to no customer at all', async () => {
        const cart = await newCart();
        const saudiCustomer = await insertCustomer(database.handle.db, OTHER_REGION);

        for (const someone of [saudiCustomer, 2_000_000_000, -1]) {
          expect((await port.assignToCustomer(REGION, cart.id, someone))._unsafeUnwrapErr()).toEqual({
            code: 'NOT_FOUND',
            params: { entity: 'customer', id: String(someone) },
          });
        }
        expect((await cartRow(cart.id)).customerId).toBeNull();
      });

      it('keeps a signed-in customer’s new cart under their id', async () => {
        const cart = (
          await port.createCart(REGION, { locale: { language: 'en', region: REGION }, lines: [ringSize(0)], customerId })
        )._unsafeUnwrap();

        expect((await cartRow(cart.id)).customerId).toBe(customerId);
      });

      it('prices a restored cart in the region’s currency even when the order fell back to SAR in en-sa', async () => {
        const restored = (
          await port.restoreCart(REGION, { channelId: 1, currency: 'SAR', locale: { language: 'en', region: 'sa' }, lines: [ringSize(0)] })
        )._unsafeUnwrap();

        expect(restored.currency).toBe('AED');
        expect(restored.locale).toEqual({ language: 'en', region: REGION });
        expect((await cartRow(restored.id)).currency).toBe('AED');
      });

      it('leaves out a line whose product stopped selling in the region, which can then only be removed', async () => {
        const { db } = database.handle;
        const pendantId = product('ML-NK-2003').productId;
        const cart = await newCart([ringSize(0), { productId: pendantId, quantity: 1 }]);
        const pendantLine = cart.lines[1]!;
        const where = and(eq(productPrices.productId, pendantId), eq(productPrices.region, REGION));
        const [price] = await db.select().from(productPrices).where(where);

        await db.delete(productPrices).where(where);
        const reread = (await port.getCart(REGION, cart.id))._unsafeUnwrap();
        const update = await port.updateLine(REGION, cart.id, pendantLine.id, 2);
        const removed = (await port.removeLine(REGION, cart.id, pendantLine.id))._unsafeUnwrap();
        await db.insert(productPrices).values(price!);

        expect(reread.lines.map((line) => line.productId)).toEqual([product(RING).productId]);
        expect(update._unsafeUnwrapErr().code).toBe('CART_REJECTED');
        expect(removed.lines).toHaveLength(1);
      });

      it('answers UNAVAILABLE, not a throw, when the database is gone', async () => {
        // Nothing listens on port 1: every query fails to connect.
        const broken = await openDatabase({ engine: 'postgres', url: 'postgres://postgres@127.0.0.1:1/storefront' });

        const result = await new PostgresCart(broken.db).getCart(REGION, 'any');
        await broken.close();

        expect(result._unsafeUnwrapErr()).toEqual({ code: 'UNAVAILABLE', params: { service: 'cart' } });
      });
    });
  });
}
