import { eq } from 'drizzle-orm';
import { okAsync } from 'neverthrow';
import { describe } from 'vitest';
import { CART_ABANDONED_TOPIC } from '@storefront/core/cart';
import type { CartAbandonedEvent } from '@storefront/core/events';
import { ENGINES } from '../../test/engines.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { PostgresCheckoutStore } from '../checkout/postgres-checkout-store.adapter.js';
import { customers } from '../database/schema/index.js';
import { testAttempt, testQuote } from '../testing/checkout-fixtures.js';
import { abandonedCartsContract } from '../testing/contracts/abandoned-carts.contract.js';
import { outboxRows } from '../testing/outbox-fixtures.js';
import { createTestDatabase } from '../testing/test-database.js';
import { PostgresCartStore } from './postgres-cart.adapter.js';
import { insertCustomer, productsBySku, setStock } from './test-support/engine-fixtures.js';

const NECKLACE = 'LZ-NK-1003';

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`abandoned carts on ${engine}`, () => {
    abandonedCartsContract(`PostgresCartStore on ${engine}`, async () => {
      const database = await createTestDatabase(engine, demoCatalogueTemplate());
      const { db } = database.handle;
      const necklace = (await productsBySku(db, [NECKLACE]))[NECKLACE]!;
      await setStock(db, 'sa', necklace.productId, 100);
      const customerId = await insertCustomer(db, 'sa');
      const [customer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
      const variant = { productId: necklace.productId, variantId: necklace.variantIds[0]! };
      return {
        store: new PostgresCartStore(db),
        region: 'sa',
        variant,
        customer: { id: customerId, email: customer!.email },
        abandonedEvents: async () => (await outboxRows(db, CART_ABANDONED_TOPIC)).map((row) => row.payload as CartAbandonedEvent),
        checkoutOf: async (cartId, email, outcome) => {
          const checkouts = new PostgresCheckoutStore(db);
          const quote = await testQuote(db, { locale: { language: 'en', region: 'sa' }, lines: [{ variantId: variant.variantId, quantity: 1 }], cartId });
          const { attempt } = (await checkouts.open('sa', testAttempt(quote, { email })))._unsafeUnwrap();
          if (outcome === 'declined') (await checkouts.change('sa', attempt.id, () => okAsync({ kind: 'failed' as const, failure: 'declined' as const })))._unsafeUnwrap();
        },
        teardown: () => database.dispose(),
      };
    });
  });
}
