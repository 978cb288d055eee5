import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DefaultLineQuantityPolicy,
  KeepCarts,
  type CartChange,
  type CartOwner,
  type CartPort,
  type KeepCartsOptions,
  type NewCartLine,
} from '@storefront/core/cart';
import { CART_UPDATE_TOPIC, type CartUpdateEvent } from '@storefront/core/events';
import type { Region } from '@storefront/core/locale';
import type { Database } from '../database/database.js';
import { ENGINES } from '../../test/engines.js';
import { openDatabase } from '../database/database.js';
import { carts, cartLines, outbox, productPrices, products, promotions } from '../database/schema/index.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { cartPortContract } from '../testing/contracts/cart-port.contract.js';
import { insertCustomer, productsBySku, setStock, type CatalogueProduct } from './test-support/engine-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PostgresCustomers } from '../customer/postgres-customer.adapter.js';
import { PostgresCartStore, cartTokenHash } from './postgres-cart.adapter.js';

const REGION: Region = 'ae';
const OTHER_REGION: Region = 'sa';
const RING = 'LZ-RG-1001';
const NECKLACE = 'LZ-NK-1003';
/** Waves sells in KSA only. */
const NOT_SOLD_IN_UAE = 'WV-RG-3001';
const SOLD_OUT = 'LZ-NK-1004';
const MORE = ['LZ-BR-1005', 'LZ-BR-1006', 'LZ-ER-1008', 'ML-NK-2003'] as const;
const browser = { kind: 'guest', cartToken: 'engine-browser-token-0123456789abcdef' } as const satisfies CartOwner;
const change: CartChange = { owner: browser, event: { identity: { cookieId: 'cookie-1' }, brand: 'missl', language: 'ar' } };
/** The cart calls as the store runs them: the core's rules over the engine's store. */
const cartsOn = (db: Database, options?: KeepCartsOptions): CartPort => new KeepCarts(new PostgresCartStore(db), options);

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`KeepCarts over PostgresCartStore on ${engine}`, () => {
    let database: TestDatabase;
    let catalogue: Record<string, CatalogueProduct>;
    let customerId: number;

    const product = (sku: string) => catalogue[sku]!;

    beforeAll(async () => {
      database = await createTestDatabase(engine, demoCatalogueTemplate());
      const { db } = database.handle;
      catalogue = await productsBySku(db, [RING, NECKLACE, NOT_SOLD_IN_UAE, SOLD_OUT, ...MORE]);
      for (const sku of [RING, NECKLACE, ...MORE]) {
        await setStock(db, REGION, product(sku).productId, 100);
        await setStock(db, OTHER_REGION, product(sku).productId, 100);
      }
      await setStock(db, REGION, product(SOLD_OUT).productId, 0);
      customerId = await insertCustomer(db, REGION);
    });
    afterAll(() => database?.dispose());

    cartPortContract(`KeepCarts over PostgresCartStore on ${engine}`, async () => ({
      port: cartsOn(database.handle.db),
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
      let port: CartPort;
      const ringSize = (index: number, quantity = 1) => ({ productId: product(RING).productId, variantId: product(RING).variantIds[index]!, quantity });
      const newCart = async (lines: readonly NewCartLine[] = [ringSize(0)], language: 'en' | 'ar' = 'en') =>
        (await port.createCart(REGION, { locale: { language, region: REGION }, lines, owner: browser }))._unsafeUnwrap();
      const cartRow = async (cartId: string) =>
        (await database.handle.db.select().from(carts).where(eq(carts.id, cartId)))[0]!;

      beforeAll(() => {
        port = cartsOn(database.handle.db);
      });

      it('saves a customer’s new cart as their saved cart in the same transaction, and a refused one not at all', async () => {
        const customers = new PostgresCustomers(database.handle.db);
        const owner = { kind: 'customer', customerId } as const;
        const savedCart = async () => (await customers.getAttributes(REGION, customerId))._unsafeUnwrap().savedCartId;

        const refused = await port.createCart(REGION, { locale: { language: 'en', region: REGION }, lines: [{ productId: product(NOT_SOLD_IN_UAE).productId, quantity: 1 }], owner });
        expect(refused.isErr()).toBe(true);
        const before = await savedCart();

        const first = (await port.createCart(REGION, { locale: { language: 'en', region: REGION }, lines: [ringSize(0)], owner }))._unsafeUnwrap();
        expect(before).not.toBe(first.id);
        expect(await savedCart()).toBe(first.id);
        const second = (await port.createCart(REGION, { locale: { language: 'ar', region: REGION }, lines: [ringSize(1)], owner }))._unsafeUnwrap();
        expect(await savedCart()).toBe(second.id);

        await newCart();
        expect(await savedCart()).toBe(second.id);
      });

      it('issues cart ids of at least 128 random bits and line ids of 128', async () => {
        const cart = await newCart();

        expect(Buffer.from(cart.id, 'base64url').length).toBeGreaterThanOrEqual(16);
        expect(Buffer.from(cart.lines[0]!.id, 'base64url').length).toBe(16);
      });

      it('ends with the sum of 20 adds of one ring size made at the same moment', async () => {
        const roomy = cartsOn(database.handle.db, { quantityPolicy: new DefaultLineQuantityPolicy({ minimum: 1, maximum: 100 }) });
        const cart = await newCart([{ productId: product(NECKLACE).productId, quantity: 1 }]);
        const adds = Array.from({ length: 20 }, (_, index) => ringSize(2, (index % 3) + 1));

        const results = await Promise.all(adds.map((line) => roomy.addLine(REGION, cart.id, line, change)));

        expect(results.every((result) => result.isOk())).toBe(true);
        const ringLine = (await port.getCart(REGION, cart.id, browser))._unsafeUnwrap().lines.find((line) => line.productId === product(RING).productId);
        expect(ringLine?.quantity).toBe(adds.reduce((sum, line) => sum + line.quantity, 0));
        expect((await cartRow(cart.id)).version).toBe(20);
      });

      it('lets exactly ten of 20 simultaneous single adds through when a line holds at most ten', async () => {
        const cart = await newCart([{ productId: product(NECKLACE).productId, quantity: 1 }]);

        const results = await Promise.all(Array.from({ length: 20 }, () => port.addLine(REGION, cart.id, ringSize(3), change)));

        expect(results.filter((result) => result.isOk())).toHaveLength(10);
        expect(results.filter((result) => result.isErr()).map((result) => result._unsafeUnwrapErr().code)).toEqual(Array(10).fill('LINE_QUANTITY_LIMIT'));
        expect((await port.getCart(REGION, cart.id, browser))._unsafeUnwrap().lines.map((line) => line.quantity)).toEqual([1, 10]);
      });

      it('loses no line when different products are added at the same moment', async () => {
        const cart = await newCart([{ productId: product(NECKLACE).productId, quantity: 1 }]);
        const lines = [
          ...product(RING).variantIds.map((variantId) => ({ productId: product(RING).productId, variantId, quantity: 1 })),
          ...MORE.map((sku) => ({ productId: product(sku).productId, quantity: 2 })),
        ];

        await Promise.all(lines.map((line) => port.addLine(REGION, cart.id, line, change)));

        const stored = await database.handle.db.select().from(cartLines).where(eq(cartLines.cartId, cart.id));
        expect(stored).toHaveLength(1 + lines.length);
        expect((await port.getCart(REGION, cart.id, browser))._unsafeUnwrap().lines).toHaveLength(1 + lines.length);
      });

      it('bumps the cart’s version with each change and not with a refused one', async () => {
        const cart = await newCart();
        expect((await cartRow(cart.id)).version).toBe(0);

        await port.addLine(REGION, cart.id, ringSize(1), change);
        const updated = (await port.updateLine(REGION, cart.id, cart.lines[0]!.id, 2, change))._unsafeUnwrap();
        await port.updateLine(REGION, cart.id, cart.lines[0]!.id, 50, change);
        await port.removeLine(REGION, cart.id, updated.lines[1]!.id, change);

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
        const reread = (await port.getCart(REGION, cart.id, browser))._unsafeUnwrap();
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
        // The sizes read apart on the lines: each carries its variant's options.
        expect(cart.lines.map((line) => line.options)).toEqual([[{ name: 'Size', value: '50' }], [{ name: 'Size', value: '52' }]]);
      });

      it('refuses more units than the region has left of a size', async () => {
        const { db } = database.handle;
        const braceletId = product('LZ-BR-1006').productId;
        await setStock(db, REGION, braceletId, 3);
        const cart = await newCart([{ productId: braceletId, quantity: 3 }]);

        const refused = await port.addLine(REGION, cart.id, { productId: braceletId, quantity: 1 }, change);
        await setStock(db, REGION, braceletId, 100);

        expect(refused._unsafeUnwrapErr()).toEqual({ code: 'QUANTITY_EXCEEDS', params: { sku: 'LZ-BR-1006', requested: 4, availableToSell: 3 } });
      });

      it('hands a cart to a customer of its region and forgets the browser token', async () => {
        const cart = await newCart();
        expect((await cartRow(cart.id)).tokenHash).toBe(cartTokenHash(browser.cartToken));

        await port.assignToCustomer(REGION, cart.id, customerId, browser);

        expect(await cartRow(cart.id)).toMatchObject({ customerId, tokenHash: null, version: 1 });
      });

      it('refuses to hand a cart to a customer of another region or to no customer at all', async () => {
        const cart = await newCart();
        const saudiCustomer = await insertCustomer(database.handle.db, OTHER_REGION);

        for (const someone of [saudiCustomer, 2_000_000_000, -1]) {
          expect((await port.assignToCustomer(REGION, cart.id, someone, browser))._unsafeUnwrapErr()).toEqual({
            code: 'NOT_FOUND',
            params: { entity: 'customer', id: String(someone) },
          });
        }
        expect((await cartRow(cart.id)).customerId).toBeNull();
      });

      it('keeps a signed-in customer’s new cart under their id', async () => {
        const cart = (
          await port.createCart(REGION, { locale: { language: 'en', region: REGION }, lines: [ringSize(0)], owner: { kind: 'customer', customerId } })
        )._unsafeUnwrap();

        expect((await cartRow(cart.id)).customerId).toBe(customerId);
      });

      it('prices a restored cart in the region’s currency even when the order fell back to SAR in en-sa', async () => {
        const restored = (
          await port.restoreCart(REGION, { channelId: 1, currency: 'SAR', locale: { language: 'en', region: 'sa' }, lines: [ringSize(0)] }, browser)
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
        const reread = (await port.getCart(REGION, cart.id, browser))._unsafeUnwrap();
        const update = await port.updateLine(REGION, cart.id, pendantLine.id, 2, change);
        const removed = (await port.removeLine(REGION, cart.id, pendantLine.id, change))._unsafeUnwrap();
        await db.insert(productPrices).values(price!);

        expect(reread.lines.map((line) => line.productId)).toEqual([product(RING).productId]);
        expect(update._unsafeUnwrapErr().code).toBe('CART_REJECTED');
        expect(removed.lines).toHaveLength(1);
      });

      describe('marketing events', () => {
        const eventsOf = async (cartId: string) =>
          // In the order the changes committed: a table's rows come back in no promised order.
          (await database.handle.db.select().from(outbox).where(eq(outbox.topic, CART_UPDATE_TOPIC)).orderBy(asc(outbox.createdAt)))
            .map((row) => row.payload as CartUpdateEvent)
            .filter((event) => event.cartId === cartId);

        it('writes cart_update_backend with each add, update and remove, with the cart as the change left it', async () => {
          const cart = await newCart();
          const added = (await port.addLine(REGION, cart.id, ringSize(1), change))._unsafeUnwrap();
          await port.updateLine(REGION, cart.id, cart.lines[0]!.id, 3, change);
          await port.removeLine(REGION, cart.id, added.lines[1]!.id, change);

          const events = await eventsOf(cart.id);
          expect(events.map((event) => event.action)).toEqual(['add', 'update', 'remove']);
          expect(events[0]).toMatchObject({
            name: 'cart_update_backend',
            identity: { cookieId: 'cookie-1' },
            region: REGION,
            brand: 'missl',
            language: 'ar',
            itemCount: 2,
            total: added.cartAmount,
            taxTotal: added.taxTotal,
          });
          expect(events[0]!.items.map((item) => item.sku)).toEqual(added.lines.map((line) => line.sku));
          expect(events[2]).toMatchObject({ itemCount: 3, items: [{ quantity: 3 }] });
        });

        it('writes no event when the change is refused, and none for reads', async () => {
          const cart = await newCart();
          await port.addLine(REGION, cart.id, { ...ringSize(0), quantity: 10 }, change);
          await port.updateLine(REGION, cart.id, 'no-such-line', 2, change);
          await port.addLine(REGION, cart.id, ringSize(1), { ...change, owner: { kind: 'guest', cartToken: 'someone-else' } });
          await port.getCart(REGION, cart.id, browser);

          expect(await eventsOf(cart.id)).toEqual([]);
        });
      });

      describe('coupons', () => {
        beforeAll(async () => {
          await database.handle.db.insert(promotions).values([
            { region: REGION, code: 'TEST10', kind: 'percentage', value: 1000 },
            { region: REGION, code: 'TEST50OFF', kind: 'fixed', value: 5_000, minimumSpendMinor: 10_000_000 },
            { region: REGION, code: 'TESTOLD', kind: 'percentage', value: 2000, endsAt: new Date('2020-01-01T00:00:00Z') },
            { region: OTHER_REGION, code: 'TESTSA', kind: 'percentage', value: 1000 },
          ]);
        });

        it('takes a percentage off the whole cart, in whole dirhams, and keeps the VAT figures whole', async () => {
          const cart = await newCart([ringSize(0), { productId: product(NECKLACE).productId, quantity: 2 }]);
          const discounted = (await port.applyCoupon(REGION, cart.id, ' test10 ', browser))._unsafeUnwrap();
          const tenth = Math.floor(cart.subtotal.amountMinor / 1000) * 100;

          expect(discounted.coupons).toEqual([{ code: 'TEST10', discountAmount: { amountMinor: tenth, currency: 'AED' } }]);
          expect(discounted.discountAmount.amountMinor).toBe(tenth);
          expect(discounted.cartAmount.amountMinor).toBe(cart.subtotal.amountMinor - tenth);
          expect(discounted.cartAmount.amountMinor % 100).toBe(0);
          expect(discounted.taxTotal.amountMinor % 100).toBe(0);
          expect(discounted.subtotalExTax.amountMinor % 100).toBe(0);
          expect(await port.getCart(REGION, cart.id, browser)).toEqual(await port.applyCoupon(REGION, cart.id, 'TEST10', browser));
          expect((await port.removeCoupon(REGION, cart.id, 'test10', browser))._unsafeUnwrap()).toMatchObject({ coupons: [], cartAmount: cart.cartAmount });
        });

        it('refuses unknown, expired and other regions’ codes, and a cart under the minimum spend, changing nothing', async () => {
          const cart = await newCart();
          for (const code of ['NOPE', 'TESTOLD', 'TESTSA', 'x'.repeat(40)]) {
            expect((await port.applyCoupon(REGION, cart.id, code, browser))._unsafeUnwrapErr().code).toBe('COUPON_INVALID');
          }
          expect((await port.applyCoupon(REGION, cart.id, 'TEST50OFF', browser))._unsafeUnwrapErr()).toEqual({
            code: 'COUPON_MINIMUM_NOT_MET',
            params: { code: 'TEST50OFF', minimumSpend: { amountMinor: 10_000_000, currency: 'AED' } },
          });
          expect((await cartRow(cart.id)).couponCode).toBeNull();
        });
      });

      it('refuses a line past the cart’s line limit with CART_LINE_LIMIT', async () => {
        const small = cartsOn(database.handle.db, { quantityPolicy: new DefaultLineQuantityPolicy({ minimum: 1, maximum: 10, maximumLines: 2 }) });
        const cart = (await small.createCart(REGION, { locale: { language: 'en', region: REGION }, lines: [ringSize(0), ringSize(1)], owner: browser }))._unsafeUnwrap();

        expect((await small.addLine(REGION, cart.id, ringSize(2), change))._unsafeUnwrapErr()).toEqual({ code: 'CART_LINE_LIMIT', params: { limit: 2 } });
        expect((await small.addLine(REGION, cart.id, ringSize(1), change)).isOk()).toBe(true);
      });

      it('flags a line that asks for more than is left once stock runs low', async () => {
        const { db } = database.handle;
        const earringsId = product('LZ-ER-1008').productId;
        const cart = await newCart([{ productId: earringsId, quantity: 4 }]);
        await setStock(db, REGION, earringsId, 2);
        const low = (await port.getCart(REGION, cart.id, browser))._unsafeUnwrap();
        await setStock(db, REGION, earringsId, 0);
        const none = (await port.getCart(REGION, cart.id, browser))._unsafeUnwrap();
        await setStock(db, REGION, earringsId, 100);

        expect(low.lines[0]).toMatchObject({ availableToSell: 2, hasStock: true, exceedingQuantity: true });
        expect(none.lines[0]).toMatchObject({ availableToSell: 0, hasStock: false, exceedingQuantity: true });
      });

      it('keeps quantities right when two tabs add and update one cart at the same moment', async () => {
        const cart = await newCart([{ productId: product(NECKLACE).productId, quantity: 1 }]);
        const necklaceLine = cart.lines[0]!.id;
        const braceletAdds = Array.from({ length: 8 }, () => port.addLine(REGION, cart.id, { productId: product('LZ-BR-1005').productId, quantity: 1 }, change));
        const necklaceUpdates = [2, 3, 4, 5].map((quantity) => port.updateLine(REGION, cart.id, necklaceLine, quantity, change));

        const results = await Promise.all([...braceletAdds, ...necklaceUpdates]);

        expect(results.every((result) => result.isOk())).toBe(true);
        const after = (await port.getCart(REGION, cart.id, browser))._unsafeUnwrap();
        expect(after.lines.find((line) => line.productId === product('LZ-BR-1005').productId)?.quantity).toBe(8);
        expect([2, 3, 4, 5]).toContain(after.lines[0]?.quantity);
        expect((await cartRow(cart.id)).version).toBe(12);
      });

      it('answers UNAVAILABLE, not a throw, when the database is gone', async () => {
        // Nothing listens on port 1: every query fails to connect.
        const broken = await openDatabase({ engine: 'postgres', url: 'postgres://postgres@127.0.0.1:1/storefront' });

        const result = await cartsOn(broken.db).getCart(REGION, 'any', browser);
        await broken.close();

        expect(result._unsafeUnwrapErr()).toEqual({ code: 'UNAVAILABLE', params: { service: 'cart' } });
      });
    });
  });
}
