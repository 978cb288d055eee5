import { and, eq, sql } from 'drizzle-orm';
import { describe } from 'vitest';
import type { Region } from '@storefront/core/locale';
import { ENGINES } from '../../test/engines.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { inventory, inventoryLocations, outbox } from '../database/schema/index.js';
import { placeTestOrder } from '../testing/checkout-fixtures.js';
import { orderStoreContract } from '../testing/contracts/order-store.contract.js';
import { createTestDatabase } from '../testing/test-database.js';
import { PostgresOrderStore } from './postgres-order-store.adapter.js';
import { insertCustomer, setStock, variantIdOf } from './test-support/commerce-fixtures.js';

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresOrderStore on ${engine}`, () => {
    orderStoreContract(`PostgresOrderStore on ${engine}`, async () => {
      const database = await createTestDatabase(engine, demoCatalogueTemplate());
      const db = database.handle.db;
      const variantId = await variantIdOf(db, 'LZ-NK-1003');
      await setStock(db, variantId, 'sa', 100);
      await setStock(db, variantId, 'ae', 100);
      let customers = 0;
      return {
        store: new PostgresOrderStore(db),
        region: 'sa',
        otherRegion: 'ae',
        variantId,
        async newCustomer() {
          customers += 1;
          return insertCustomer(db, 'sa', `order-store-${customers}-${Math.random().toString(36).slice(2)}@example.com`, 'Reem');
        },
        place: (request) =>
          placeTestOrder(db, {
            locale: { language: 'en', region: request.region ?? 'sa' },
            lines: [{ variantId: request.variantId, quantity: request.quantity }],
            email: request.email,
            ...(request.customerId === undefined ? {} : { customerId: request.customerId }),
            ...(request.placedAt === undefined ? {} : { placedAt: request.placedAt }),
          }),
        async stockOf(variant: number, region: Region = 'sa') {
          const [row] = await db
            .select({ total: sql<number>`coalesce(sum(${inventory.availableToSell}), 0)::int` })
            .from(inventory)
            .innerJoin(inventoryLocations, eq(inventoryLocations.id, inventory.locationId))
            .where(and(eq(inventory.variantId, variant), eq(inventoryLocations.region, region)));
          return Number(row?.total ?? 0);
        },
        async outbox(topic) {
          return (await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.topic, topic))).map((row) => row.payload);
        },
        dispose: () => database.dispose(),
      };
    });
  });
}
