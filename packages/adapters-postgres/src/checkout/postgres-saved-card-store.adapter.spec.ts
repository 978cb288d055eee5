import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import type { Database } from '../database/database.js';
import { paymentInstruments } from '../database/schema/index.js';
import { insertCustomer } from '../order/test-support/commerce-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { PostgresSavedCardStore } from './postgres-saved-card-store.adapter.js';

async function saveCard(db: Database, customerId: number, brand: string, last4: string, createdAt: Date): Promise<number> {
  const [row] = await db
    .insert(paymentInstruments)
    .values({ customerId, region: 'sa', brand, last4, expiryMonth: 5, expiryYear: 2031, providerTokenRef: `tok_${customerId}_${last4}_${brand}`, createdAt })
    .returning({ id: paymentInstruments.id });
  return row!.id;
}

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresSavedCardStore on ${engine}`, () => {
    let database: TestDatabase;
    let store: PostgresSavedCardStore;
    let customer: number;
    let other: number;
    let cards: { older: number; newer: number; wallet: number; theirs: number };
    beforeAll(async () => {
      database = await createTestDatabase(engine, demoCatalogueTemplate());
      const db = database.handle.db;
      store = new PostgresSavedCardStore(db);
      customer = await insertCustomer(db, 'sa', 'cards@example.com', 'Noura');
      other = await insertCustomer(db, 'sa', 'other-cards@example.com', 'Sara');
      cards = {
        older: await saveCard(db, customer, 'visa', '4242', new Date('2026-01-02T10:00:00Z')),
        newer: await saveCard(db, customer, 'mada', '1111', new Date('2026-03-04T10:00:00Z')),
        wallet: await saveCard(db, customer, 'apple-pay', '0005', new Date('2026-05-06T10:00:00Z')),
        theirs: await saveCard(db, other, 'mastercard', '5454', new Date('2026-02-03T10:00:00Z')),
      };
    });
    afterAll(() => database?.dispose());

    it('lists the customer’s own cards newest first, with what the page shows', async () => {
      const listed = (await store.list('sa', customer))._unsafeUnwrap();

      expect(listed.map((card) => card.id)).toEqual([cards.newer, cards.older]);
      expect(listed[0]).toMatchObject({ brand: 'mada', last4: '1111', expiryMonth: 5, expiryYear: 2031, isDefault: false });
      expect((await store.list('ae', customer))._unsafeUnwrap()).toEqual([]);
    });

    it('answers NOT_FOUND for another customer’s card and keeps it', async () => {
      const result = await store.remove('sa', customer, cards.theirs);

      expect(result._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'saved-card', id: String(cards.theirs) } });
      expect((await store.list('sa', other))._unsafeUnwrap().map((card) => card.id)).toEqual([cards.theirs]);
    });

    it('removes the customer’s own card once and answers it', async () => {
      const removed = (await store.remove('sa', customer, cards.older))._unsafeUnwrap();

      expect(removed).toMatchObject({ id: cards.older, brand: 'visa', last4: '4242' });
      expect((await store.list('sa', customer))._unsafeUnwrap().map((card) => card.id)).toEqual([cards.newer]);
      expect((await store.remove('sa', customer, cards.older))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });
  });
}
