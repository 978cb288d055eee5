import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRouteFor, type ReturnRequest } from '@storefront/core/returns';
import { ENGINES } from '../../test/engines.js';
import type { Database } from '../database/database.js';
import { orders, outbox, returns } from '../database/schema/index.js';
import { insertCustomer, setStock, variantIdOf } from '../order/test-support/commerce-fixtures.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { placeTestOrder } from '../testing/checkout-fixtures.js';
import { returnPortContract } from '../testing/contracts/return-port.contract.js';
import { createTestDatabase, type Engine, type TestDatabase } from '../testing/test-database.js';
import { PostgresReturns } from './postgres-return.adapter.js';

const DELIVERED_AT = new Date('2026-10-20T09:30:00Z');

/** Two customers of KSA; the first has a delivered two-line order, the second an order of their own. */
async function arrangeOrders(db: Database) {
  const customerId = await insertCustomer(db, 'sa', 'reem@example.com', 'Reem');
  const otherCustomerId = await insertCustomer(db, 'sa', 'sara@example.com', 'Sara');
  const pendant = await variantIdOf(db, 'LZ-NK-1003');
  const ring = await variantIdOf(db, 'LZ-RG-1001-52');
  await setStock(db, pendant, 'sa', 10);
  await setStock(db, ring, 'sa', 10);
  const locale = { language: 'en', region: 'sa' } as const;
  const mine = (
    await placeTestOrder(db, {
      locale,
      customerId,
      email: 'reem@example.com',
      lines: [
        { variantId: pendant, quantity: 2 },
        { variantId: ring, quantity: 1 },
      ],
    })
  ).reference;
  const theirs = (await placeTestOrder(db, { locale, customerId: otherCustomerId, email: 'sara@example.com', lines: [{ variantId: pendant, quantity: 1 }] })).reference;
  await db.update(orders).set({ status: 'delivered', deliveredAt: DELIVERED_AT }).where(eq(orders.reference, mine));
  return { customerId, otherCustomerId, mine, theirs };
}

async function seededDatabase(engine: Engine): Promise<TestDatabase> {
  const database = await createTestDatabase(engine, demoCatalogueTemplate());
  return database;
}

const oneUnitOf = (lineId: string, quantity = 1): ReturnRequest => ({
  kind: 'refund',
  reason: 'no-longer-needed',
  lines: [{ lineId, quantity, condition: 'unused', completePackaging: true }],
});

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresReturns on ${engine}`, () => {
    returnPortContract(`PostgresReturns on ${engine}`, async () => {
      const database = await seededDatabase(engine);
      const arranged = await arrangeOrders(database.handle.db);
      return {
        port: new PostgresReturns(database.handle.db),
        region: 'sa',
        otherRegion: 'ae',
        customerId: arranged.customerId,
        otherCustomerId: arranged.otherCustomerId,
        order: {
          orderId: arranged.mine,
          paymentMethod: 'card',
          deliveredAt: DELIVERED_AT,
          lines: [
            { lineId: '1', sku: 'LZ-NK-1003', quantity: 2 },
            { lineId: '2', sku: 'LZ-RG-1001-52', quantity: 1 },
          ],
        },
        otherCustomersOrderId: arranged.theirs,
        dispose: () => database.dispose(),
      };
    });

    describe('engine rules', () => {
      let database: TestDatabase;
      let port: PostgresReturns;
      let arranged: Awaited<ReturnType<typeof arrangeOrders>>;
      beforeAll(async () => {
        database = await seededDatabase(engine);
        arranged = await arrangeOrders(database.handle.db);
        port = new PostgresReturns(database.handle.db);
      });
      afterAll(() => database?.dispose());

      it('writes nothing when one line of the return is not in the order', async () => {
        const request: ReturnRequest = {
          ...oneUnitOf('1'),
          lines: [...oneUnitOf('1').lines, { lineId: '9', quantity: 1, condition: 'unused', completePackaging: true }],
        };
        const result = await port.createReturn('sa', arranged.customerId, arranged.mine, request, refundRouteFor('card'));

        expect(result._unsafeUnwrapErr().code).toBe('INVALID');
        expect(await database.handle.db.select().from(returns)).toEqual([]);
      });

      it('lets two returns submitted at once take the last unit of a line only once', async () => {
        const results = await Promise.all(
          [0, 1].map(() => port.createReturn('sa', arranged.customerId, arranged.mine, oneUnitOf('2'), refundRouteFor('card'))),
        );

        expect(results.filter((result) => result.isOk())).toHaveLength(1);
        expect(results.find((result) => result.isErr())?._unsafeUnwrapErr().code).toBe('CONFLICT');
      });

      it('offers only the units not yet returned', async () => {
        (await port.createReturn('sa', arranged.customerId, arranged.mine, oneUnitOf('1'), refundRouteFor('card')))._unsafeUnwrap();
        const order = (await port.findReturnableOrder('sa', arranged.customerId, arranged.mine))._unsafeUnwrap();

        expect(order.lines.map((line) => line.quantity)).toEqual([1, 0]);
      });

      it('records a return.requested event with the return', async () => {
        const events = await database.handle.db.select().from(outbox).where(eq(outbox.topic, 'return.requested'));

        expect(events.length).toBeGreaterThan(0);
      });
    });
  });
}
