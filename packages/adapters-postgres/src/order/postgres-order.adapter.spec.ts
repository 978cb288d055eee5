import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { orderLines, orders, outbox } from '../database/schema/index.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { orderPortContract } from '../testing/contracts/order-port.contract.js';
import { createTestDatabase, type Engine, type TestDatabase } from '../testing/test-database.js';
import { PostgresOrders, type PlaceOrderInput } from './postgres-order.adapter.js';
import { insertCustomer, setPrice, setStock, stockOf, variantIdOf } from './test-support/commerce-fixtures.js';

async function seededDatabase(engine: Engine): Promise<TestDatabase> {
  const database = await createTestDatabase(engine, demoCatalogueTemplate());
  // Prices and stock the specs count on, whatever the demo catalogue holds.
  const db = database.handle.db;
  await setPrice(db, 'LZ-NK-1003', 'sa', 129_000);
  await setPrice(db, 'LZ-RG-1002', 'sa', 389_000, 311_200);
  for (const sku of ['LZ-NK-1003', 'LZ-NK-1004', 'LZ-RG-1002-52', 'LZ-RG-1002-54']) await setStock(db, await variantIdOf(db, sku), 'sa', 20);
  await setStock(db, await variantIdOf(db, 'LZ-NK-1003'), 'ae', 20);
  return database;
}

let keyCounter = 0;
function anOrder(variantId: number, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  keyCounter += 1;
  return {
    placementKey: `key-${keyCounter}-${Math.random().toString(36).slice(2)}`,
    locale: { language: 'en', region: 'sa' },
    email: 'shopper@example.com',
    paymentMethod: 'card',
    shippingAddress: '7 Tahlia Street, Jeddah',
    lines: [{ variantId, quantity: 1 }],
    ...overrides,
  };
}

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresOrders on ${engine}`, () => {
    orderPortContract(`PostgresOrders on ${engine}`, async () => {
      const database = await seededDatabase(engine);
      const db = database.handle.db;
      const port = new PostgresOrders(db);
      const pendant = await variantIdOf(db, 'LZ-NK-1003');
      const ring = await variantIdOf(db, 'LZ-RG-1002-52');
      const customerId = await insertCustomer(db, 'sa', 'Layla@example.com', 'Layla');
      const first = (await port.placeOrder(anOrder(pendant, { customerId, email: 'Layla@example.com' })))._unsafeUnwrap();
      const second = (
        await port.placeOrder(
          anOrder(ring, {
            customerId,
            email: 'layla@example.com',
            lines: [
              { variantId: ring, quantity: 2 },
              { variantId: pendant, quantity: 1 },
            ],
          }),
        )
      )._unsafeUnwrap();
      const elsewhere = (
        await port.placeOrder(anOrder(pendant, { email: 'layla@example.com', locale: { language: 'ar', region: 'ae' } }))
      )._unsafeUnwrap();
      const ringProduct = (await db.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.variantId, ring)))[0]!;
      const pendantProduct = (await db.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.variantId, pendant)))[0]!;
      return {
        port,
        region: 'sa',
        customerEmail: 'layla@example.com',
        orders: [
          { orderId: first.order.orderId, itemCount: 1, total: { amountMinor: 129_000, currency: 'SAR' }, lines: [{ productId: pendantProduct.productId, variantId: pendant, quantity: 1 }] },
          {
            orderId: second.order.orderId,
            itemCount: 3,
            total: { amountMinor: 2 * 311_200 + 129_000, currency: 'SAR' },
            lines: [
              { productId: ringProduct.productId, variantId: ring, quantity: 2 },
              { productId: pendantProduct.productId, variantId: pendant, quantity: 1 },
            ],
          },
        ],
        otherRegionOrderId: elsewhere.order.orderId,
        dispose: () => database.dispose(),
      };
    });

    describe('placing orders', () => {
      let database: TestDatabase;
      let port: PostgresOrders;
      let pendant: number;
      let earrings: number;
      beforeAll(async () => {
        database = await seededDatabase(engine);
        port = new PostgresOrders(database.handle.db);
        pendant = await variantIdOf(database.handle.db, 'LZ-NK-1003');
        earrings = await variantIdOf(database.handle.db, 'LZ-NK-1004');
      });
      afterAll(() => database?.dispose());
      beforeEach(async () => {
        await setStock(database.handle.db, pendant, 'sa', 3);
        await setStock(database.handle.db, earrings, 'sa', 5);
      });

      it('sells exactly the 3 units there are when 10 placements compete for them, leaving stock at 0', async () => {
        const before = (await database.handle.db.select({ id: orders.id }).from(orders)).length;
        const results = await Promise.all(Array.from({ length: 10 }, () => port.placeOrder(anOrder(pendant))));

        const placed = results.filter((result) => result.isOk());
        const refused = results.filter((result) => result.isErr()).map((result) => result._unsafeUnwrapErr().code);
        expect(placed).toHaveLength(3);
        expect(refused).toEqual(Array.from({ length: 7 }, () => 'INSUFFICIENT_STOCK'));
        expect(await stockOf(database.handle.db, pendant, 'sa')).toBe(0);
        expect((await database.handle.db.select({ id: orders.id }).from(orders)).length - before).toBe(3);
      });

      it('creates one order when the same placement key is retried in parallel, taking stock once', async () => {
        const input = anOrder(earrings, { lines: [{ variantId: earrings, quantity: 2 }] });
        const results = await Promise.all(Array.from({ length: 6 }, () => port.placeOrder(input)));

        const answers = results.map((result) => result._unsafeUnwrap());
        expect(new Set(answers.map((answer) => answer.order.orderId)).size).toBe(1);
        expect(answers.filter((answer) => answer.created)).toHaveLength(1);
        expect(await stockOf(database.handle.db, earrings, 'sa')).toBe(3);
        const stored = await database.handle.db.select().from(orders).where(eq(orders.placementKey, input.placementKey));
        expect(stored).toHaveLength(1);
      });

      it('answers a later retry with the order the key made, without taking stock again', async () => {
        const input = anOrder(pendant);
        const first = (await port.placeOrder(input))._unsafeUnwrap();
        const retry = (await port.placeOrder(input))._unsafeUnwrap();

        expect(retry).toEqual({ order: first.order, created: false });
        expect(await stockOf(database.handle.db, pendant, 'sa')).toBe(2);
      });

      it('refuses the whole order and writes nothing when one line lacks stock', async () => {
        const before = (await database.handle.db.select({ id: orders.id }).from(orders)).length;
        const events = (await database.handle.db.select().from(outbox)).length;
        const result = await port.placeOrder(
          anOrder(pendant, {
            lines: [
              { variantId: earrings, quantity: 1 },
              { variantId: pendant, quantity: 4 },
            ],
          }),
        );

        expect(result._unsafeUnwrapErr()).toEqual({ code: 'INSUFFICIENT_STOCK', params: { sku: 'LZ-NK-1003', requested: 4, available: 3 } });
        expect(await stockOf(database.handle.db, earrings, 'sa')).toBe(5);
        expect(await stockOf(database.handle.db, pendant, 'sa')).toBe(3);
        expect((await database.handle.db.select({ id: orders.id }).from(orders)).length).toBe(before);
        expect((await database.handle.db.select().from(outbox)).length).toBe(events);
      });

      it('lets a refused placement key be used again once stock is back', async () => {
        const input = anOrder(pendant, { lines: [{ variantId: pendant, quantity: 5 }] });
        expect((await port.placeOrder(input))._unsafeUnwrapErr().code).toBe('INSUFFICIENT_STOCK');
        await setStock(database.handle.db, pendant, 'sa', 5);

        expect((await port.placeOrder(input))._unsafeUnwrap().created).toBe(true);
      });

      it('prices lines from the region’s price list, sale price first, with VAT inside the total', async () => {
        const ring = await variantIdOf(database.handle.db, 'LZ-RG-1002-54');
        const placed = (await port.placeOrder(anOrder(ring, { lines: [{ variantId: ring, quantity: 1 }], shippingMinor: 2_500 })))._unsafeUnwrap();

        const [row] = await database.handle.db.select().from(orders).where(eq(orders.reference, placed.order.orderId));
        expect(row).toMatchObject({ subtotalMinor: 311_200, taxMinor: 40_600, totalMinor: 313_700, currency: 'SAR', status: 'pending' });
      });

      it('gives orders unguessable references of the region, never the row id', async () => {
        const references = await Promise.all(
          [0, 1, 2].map(async () => (await port.placeOrder(anOrder(earrings)))._unsafeUnwrap().order.orderId),
        );

        for (const reference of references) expect(reference).toMatch(/^SA-[0-9A-HJKMNP-TV-Z]{12}$/);
        expect(new Set(references).size).toBe(3);
      });

      it('refuses a variant the region does not sell', async () => {
        const waves = await variantIdOf(database.handle.db, 'WV-RG-3001-52');
        const result = await port.placeOrder(anOrder(waves, { locale: { language: 'en', region: 'ae' } }));

        expect(result._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'variant', id: String(waves) } });
      });

      it('refuses an order for a customer of another region', async () => {
        const emirati = await insertCustomer(database.handle.db, 'ae', 'khalid@example.com', 'Khalid');
        const result = await port.placeOrder(anOrder(pendant, { customerId: emirati }));

        expect(result._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'customer', id: String(emirati) } });
        expect(await stockOf(database.handle.db, pendant, 'sa')).toBe(3);
      });

      it('refuses an order without lines or with a quantity below one', async () => {
        expect((await port.placeOrder(anOrder(pendant, { lines: [] })))._unsafeUnwrapErr().code).toBe('INVALID');
        expect((await port.placeOrder(anOrder(pendant, { lines: [{ variantId: pendant, quantity: 0 }] })))._unsafeUnwrapErr().code).toBe('INVALID');
      });

      it('records an order.placed event in the same transaction', async () => {
        const placed = (await port.placeOrder(anOrder(earrings)))._unsafeUnwrap();

        const events = await database.handle.db.select().from(outbox).where(eq(outbox.topic, 'order.placed'));
        expect(events.map((event) => (event.payload as { orderId: string }).orderId)).toContain(placed.order.orderId);
      });
    });
  });
}
