import { and, asc, eq, sql } from 'drizzle-orm';
import { describe } from 'vitest';
import type { Region } from '@storefront/core/locale';
import { ENGINES } from '../../test/engines.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import type { Database } from '../database/database.js';
import { carts, customerAttributes, inventory, inventoryLocations, orders, outbox, stockReservations, storeLocations } from '../database/schema/index.js';
import { insertCustomer } from '../order/test-support/commerce-fixtures.js';
import { stockedProducts } from '../testing/cart-fixtures.js';
import { testNewOrder, testQuote } from '../testing/checkout-fixtures.js';
import { checkoutStoreContract } from '../testing/contracts/checkout-store.contract.js';
import { createTestDatabase } from '../testing/test-database.js';
import { adminQuery } from '../testing/test-server.js';
import { PostgresCheckoutStore } from './postgres-checkout-store.adapter.js';
import { PostgresSavedCardStore } from './postgres-saved-card-store.adapter.js';

const REGION: Region = 'sa';
const SAVED_CART = 7;

/** The region's warehouse: its first location. */
async function warehouseOf(db: Database, region: Region): Promise<number> {
  const [row] = await db.select({ id: inventoryLocations.id }).from(inventoryLocations).where(eq(inventoryLocations.region, region)).orderBy(asc(inventoryLocations.id)).limit(1);
  if (!row) throw new Error(`No location in ${region}`);
  return row.id;
}

const inRegion = (region: Region) => sql`${inventory.locationId} in (select ${inventoryLocations.id} from ${inventoryLocations} where ${inventoryLocations.region} = ${region})`;

let boutiques = 0;

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresCheckoutStore on ${engine}`, () => {
    checkoutStoreContract(
      `PostgresCheckoutStore on ${engine}`,
      async () => {
        const database = await createTestDatabase(engine, demoCatalogueTemplate());
        const db = database.handle.db;
        const warehouse = await warehouseOf(db, REGION);
        const [a, b, c] = await stockedProducts(db, REGION, 3, 5);
        if (!a || !b || !c) throw new Error('The demo catalogue has too few single-variant products');
        const databaseName = database.url === undefined ? undefined : new URL(database.url).pathname.slice(1);
        return {
          store: new PostgresCheckoutStore(db),
          savedCards: new PostgresSavedCardStore(db),
          region: REGION,
          otherRegion: 'ae',
          variants: [a.variantId, b.variantId, c.variantId],
          async customerWithCart() {
            const customerId = await insertCustomer(db, REGION, `cart-${Math.random().toString(36).slice(2)}@example.com`, 'Layla');
            const cartId = `contract-cart-${Math.random().toString(36).slice(2)}`;
            await db.insert(carts).values({ id: cartId, region: REGION, language: 'en', currency: 'SAR', customerId });
            await db.insert(customerAttributes).values({ customerId, attributeId: SAVED_CART, value: cartId });
            return { customerId, cartId };
          },
          async cartExists(cartId) {
            return (await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId))).length > 0;
          },
          async savedCartOf(customerId) {
            const [row] = await db
              .select({ value: customerAttributes.value })
              .from(customerAttributes)
              .where(and(eq(customerAttributes.customerId, customerId), eq(customerAttributes.attributeId, SAVED_CART)));
            return row?.value;
          },
          quote: (lines, options = {}) =>
            testQuote(db, {
              locale: { language: 'en', region: REGION },
              lines,
              ...(options.cartId === undefined ? {} : { cartId: options.cartId }),
              ...(options.boutiqueId === undefined ? {} : { delivery: { kind: 'pickup', boutiqueId: options.boutiqueId } }),
            }),
          newOrder: (quote, who) => testNewOrder(quote, who),
          async setStock(variantId, units) {
            await db.update(inventory).set({ availableToSell: 0 }).where(and(eq(inventory.variantId, variantId), inRegion(REGION)));
            await db
              .insert(inventory)
              .values({ variantId, locationId: warehouse, availableToSell: units })
              .onConflictDoUpdate({ target: [inventory.variantId, inventory.locationId], set: { availableToSell: units } });
          },
          async stockOf(variantId) {
            const [row] = await db
              .select({ total: sql<number>`coalesce(sum(${inventory.availableToSell}), 0)::int` })
              .from(inventory)
              .where(and(eq(inventory.variantId, variantId), inRegion(REGION)));
            return Number(row?.total ?? 0);
          },
          async boutique(variantId, units) {
            const [store] = await db.select({ id: storeLocations.id }).from(storeLocations).where(eq(storeLocations.region, REGION)).limit(1);
            if (!store) throw new Error(`The demo catalogue has no boutique in ${REGION}`);
            boutiques += 1;
            const [location] = await db
              .insert(inventoryLocations)
              .values({ region: REGION, code: `contract-boutique-${engine}-${boutiques}`, name: 'Contract boutique', storeLocationId: store.id })
              .returning({ id: inventoryLocations.id });
            await db.insert(inventory).values({ variantId, locationId: location!.id, availableToSell: units });
            return { locationId: location!.id, storeLocationId: store.id };
          },
          async orderCount() {
            const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
            return Number(row?.count ?? 0);
          },
          async reservedBy(attemptId) {
            const [row] = await db
              .select({ units: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
              .from(stockReservations)
              .where(eq(stockReservations.attemptId, attemptId));
            return Number(row?.units ?? 0);
          },
          async outbox(topic) {
            return (await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.topic, topic))).map((row) => row.payload);
          },
          unwritableOutboxEntry: { topic: 'x'.repeat(65), payload: {} as never },
          terminateChange:
            databaseName === undefined
              ? undefined
              : () => adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName}' and state like 'idle in transaction%'`),
          dispose: () => database.dispose(),
        };
      },
      { terminates: engine === 'postgres' },
    );
  });
}
