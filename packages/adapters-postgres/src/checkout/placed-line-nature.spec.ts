import { and, eq, inArray, like } from 'drizzle-orm';
import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCart } from '@storefront/core/cart';
import { defaultCheckoutSettings, newOrderFrom, quoteCheckout, type DeliveryChoice } from '@storefront/core/checkout';
import { DefaultVatPolicy } from '@storefront/core/locale';
import { ENGINES } from '../../test/engines.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { PostgresCartStore } from '../cart/postgres-cart.adapter.js';
import type { Database } from '../database/database.js';
import { cartLines, carts, customers, orderLines, orders, productVariants, products } from '../database/schema/index.js';
import { insertCustomer } from '../order/test-support/commerce-fixtures.js';
import { selectOrderRecord } from '../order/order-record.query.js';
import { testAttempt } from '../testing/checkout-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PostgresCheckoutStore } from './postgres-checkout-store.adapter.js';

const HOME: DeliveryChoice = {
  kind: 'home',
  method: 'standard',
  address: { firstName: 'Layla', lastName: 'Haddad', phone: '+966501234567', line1: '7 Tahlia Street', governorate: 'makkah', city: 'jeddah' },
};
/** The demo's 22K gold coin, its pierced star studs and its rose gold pendant. */
const COIN = 'LZ-CN-1101';
const STUDS = 'ML-ER-2002';
const PENDANT = 'LZ-NK-1003';

async function variantOf(db: Database, sku: string): Promise<{ productId: number; variantId: number }> {
  const [row] = await db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.sku, sku))
    .limit(1);
  if (!row) throw new Error(`The demo catalogue has no ${sku}`);
  return row;
}

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`what a piece is, from the catalogue to the order line, on ${engine}`, () => {
    let database: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      database = await createTestDatabase(engine, demoCatalogueTemplate());
      db = database.handle.db;
    });
    afterAll(() => database?.dispose());

    it('imports the demo’s coins and bars as bullion and its earrings as pierced', async () => {
      const rows = await db
        .select({ sku: products.sku, kind: products.kind, pierced: products.pierced })
        .from(products)
        .where(inArray(products.sku, [COIN, 'LZ-BA-1104', STUDS, PENDANT]));
      expect(Object.fromEntries(rows.map((row) => [row.sku, [row.kind, row.pierced]]))).toEqual({
        [COIN]: ['gold-coin', false],
        'LZ-BA-1104': ['gold-bar', false],
        [STUDS]: ['jewellery', true],
        [PENDANT]: ['jewellery', false],
      });
      await expect(db.update(products).set({ pierced: true }).where(eq(products.sku, COIN))).rejects.toThrow();
      await expect(db.update(products).set({ kind: 'silver-bar' }).where(eq(products.sku, PENDANT))).rejects.toThrow();
    });

    it('places a bag’s lines with the product’s kind and pierced flag, read back from the order', async () => {
      const customerId = await insertCustomer(db, 'sa', `kinds-${engine}@example.com`, 'Layla');
      const cartId = `kinds-cart-${engine}-${Math.random().toString(36).slice(2)}`;
      await db.insert(carts).values({ id: cartId, region: 'sa', language: 'en', currency: 'SAR', customerId });
      for (const [index, sku] of [PENDANT, COIN, STUDS].entries()) {
        await db.insert(cartLines).values({ id: `kinds-line-${engine}-${index}`, cartId, ...(await variantOf(db, sku)), quantity: 1 });
      }

      const state = await new PostgresCartStore(db).read('sa', cartId, { kind: 'customer', customerId }, 'en');
      const vat = new DefaultVatPolicy();
      const cart = priceCart(state._unsafeUnwrap(), vat, new Date());
      const quote = quoteCheckout({ cart, delivery: HOME, method: 'card', settings: defaultCheckoutSettings().regions.sa, vat })._unsafeUnwrap();
      const store = new PostgresCheckoutStore(db);
      const { attempt } = (await store.open('sa', testAttempt(quote, { customerId })))._unsafeUnwrap();
      const order = newOrderFrom(attempt, { status: 'paid', placedAt: new Date(), payment: { method: 'card', providerRef: `pay-${attempt.id}` } });
      const placed = (await store.change('sa', attempt.id, () => okAsync({ kind: 'place' as const, order, outbox: [] })))._unsafeUnwrap();

      const reference = placed.order?.reference ?? '';
      const saved = await selectOrderRecord(db, 'sa', reference);
      expect(saved?.lines.map((line) => [line.sku, line.kind, line.pierced, line.bundleId])).toEqual([
        [PENDANT, 'jewellery', false, undefined],
        [COIN, 'gold-coin', false, undefined],
        [STUDS, 'jewellery', true, undefined],
      ]);
    });

    it('writes the demo accounts’ order of the gold coin with the coin sold as a coin', async () => {
      const rows = await db
        .select({ email: customers.email, sku: orderLines.sku, kind: orderLines.productKind, pierced: orderLines.pierced })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(and(eq(orderLines.sku, COIN), like(customers.email, 'demo.%@storefront.test')));
      expect(rows.map((row) => [row.email, row.kind, row.pierced]).sort()).toEqual([
        ['demo.ae@storefront.test', 'gold-coin', false],
        ['demo.eg@storefront.test', 'gold-coin', false],
        ['demo.sa@storefront.test', 'gold-coin', false],
      ]);
    });
  });
}
