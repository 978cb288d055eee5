import { describe } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { placeTestOrder } from '../testing/checkout-fixtures.js';
import { orderPortContract } from '../testing/contracts/order-port.contract.js';
import { createTestDatabase, type Engine, type TestDatabase } from '../testing/test-database.js';
import { PostgresOrders } from './postgres-order.adapter.js';
import { insertCustomer, setPrice, setStock, variantIdOf } from './test-support/commerce-fixtures.js';

async function seededDatabase(engine: Engine): Promise<TestDatabase> {
  const database = await createTestDatabase(engine, demoCatalogueTemplate());
  // Prices and stock the specs count on, whatever the demo catalogue holds.
  const db = database.handle.db;
  await setPrice(db, 'LZ-NK-1003', 'sa', 129_000);
  await setPrice(db, 'LZ-RG-1002', 'sa', 389_000, 311_200);
  for (const sku of ['LZ-NK-1003', 'LZ-RG-1002-52']) await setStock(db, await variantIdOf(db, sku), 'sa', 20);
  await setStock(db, await variantIdOf(db, 'LZ-NK-1003'), 'ae', 20);
  return database;
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
      const locale = { language: 'en', region: 'sa' } as const;
      const first = await placeTestOrder(db, { locale, customerId, email: 'Layla@example.com', lines: [{ variantId: pendant, quantity: 1 }], placedAt: new Date(Date.now() - 60_000) });
      const second = await placeTestOrder(db, {
        locale,
        customerId,
        email: 'layla@example.com',
        lines: [
          { variantId: ring, quantity: 2 },
          { variantId: pendant, quantity: 1 },
        ],
      });
      const elsewhere = await placeTestOrder(db, { locale: { language: 'ar', region: 'ae' }, email: 'layla@example.com', lines: [{ variantId: pendant, quantity: 1 }] });
      return {
        port,
        region: 'sa',
        customerEmail: 'layla@example.com',
        orders: [
          { orderId: first.reference, itemCount: 1, total: { amountMinor: 129_000, currency: 'SAR' }, lines: [{ productId: first.lines[0]!.productId, variantId: pendant, quantity: 1 }] },
          {
            orderId: second.reference,
            itemCount: 3,
            total: { amountMinor: 2 * 311_200 + 129_000, currency: 'SAR' },
            lines: [
              { productId: second.lines[0]!.productId, variantId: ring, quantity: 2 },
              { productId: second.lines[1]!.productId, variantId: pendant, quantity: 1 },
            ],
          },
        ],
        otherRegionOrderId: elsewhere.reference,
        dispose: () => database.dispose(),
      };
    });
  });
}
