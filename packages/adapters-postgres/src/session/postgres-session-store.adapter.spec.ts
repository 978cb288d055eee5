import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStoreContract } from '@storefront/adapters-redis/testing';
import type { SessionStore, StoredSession } from '@storefront/core/session';
import { ENGINES } from '../../test/engines.js';
import { insertCustomer } from '../cart/test-support/engine-fixtures.js';
import type { Database } from '../database/database.js';
import { customers, regions, sessions } from '../database/schema/index.js';
import { createTestDatabase, type DatabaseTemplate, type TestDatabase } from '../testing/test-database.js';
import { PostgresSessionStore } from './postgres-session-store.adapter.js';

/** The three regions' stores and nothing else: sessions need customers, customers their region. */
const REGIONS_ONLY: DatabaseTemplate = {
  name: 'regions-only',
  seed: (db: Database) =>
    db.insert(regions).values([
      { code: 'sa', nameEn: 'Saudi Arabia', nameAr: 'السعودية', currency: 'SAR' },
      { code: 'ae', nameEn: 'United Arab Emirates', nameAr: 'الإمارات', currency: 'AED' },
      { code: 'eg', nameEn: 'Egypt', nameAr: 'مصر', currency: 'EGP' },
    ]),
};

const session = (customerId: number, overrides: Partial<StoredSession> = {}): StoredSession => ({
  idHash: Math.random().toString(16).slice(2).padEnd(64, '0'),
  region: 'sa',
  customerId,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  lastSeenAt: new Date('2026-03-01T10:00:00Z'),
  expiresAt: new Date('2026-03-01T22:00:00Z'),
  ...overrides,
});
const keepUntil = new Date('2026-03-01T10:30:00Z');

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresSessionStore on ${engine}`, () => {
    sessionStoreContract(`PostgresSessionStore on ${engine}`, async () => {
      const database = await createTestDatabase(engine, REGIONS_ONLY);
      return {
        store: new PostgresSessionStore(database.handle.db),
        newCustomer: (region) => insertCustomer(database.handle.db, region),
        dispose: () => database.dispose(),
      };
    });

    describe('on the engine', () => {
      let database: TestDatabase;
      let engineStore: PostgresSessionStore;
      let store: SessionStore;

      beforeAll(async () => {
        database = await createTestDatabase(engine, REGIONS_ONLY);
        engineStore = new PostgresSessionStore(database.handle.db);
        store = engineStore;
      });
      afterAll(() => database?.dispose());

      const rowsOf = (customerId: number) => database.handle.db.select().from(sessions).where(eq(sessions.customerId, customerId));

      it('refuses a session for a customer of another region’s store, or none at all', async () => {
        const customerId = await insertCustomer(database.handle.db, 'ae');

        expect((await store.create(session(customerId, { region: 'sa' }), keepUntil))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
        expect((await store.create(session(2_147_483_648), keepUntil))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
        expect(await rowsOf(customerId)).toEqual([]);
      });

      it('clears the customer’s sessions past their absolute end when a new one starts', async () => {
        const customerId = await insertCustomer(database.handle.db, 'sa');
        const old = session(customerId, { createdAt: new Date('2026-02-27T10:00:00Z'), lastSeenAt: new Date('2026-02-27T10:00:00Z'), expiresAt: new Date('2026-02-27T22:00:00Z') });
        const current = session(customerId);
        await store.create(old, keepUntil);

        await store.create(current, keepUntil);

        expect((await rowsOf(customerId)).map((row) => row.idHash)).toEqual([current.idHash]);
      });

      it('ends a customer’s sessions with the customer', async () => {
        const customerId = await insertCustomer(database.handle.db, 'eg');
        const kept = session(customerId, { region: 'eg' });
        await store.create(kept, keepUntil);

        await database.handle.db.delete(customers).where(eq(customers.id, customerId));

        expect((await store.find(kept.idHash))._unsafeUnwrap()).toBeUndefined();
      });

      it('deletes every customer’s sessions past their absolute end when swept, and no live one', async () => {
        const [first, second] = [await insertCustomer(database.handle.db, 'sa'), await insertCustomer(database.handle.db, 'ae')];
        const ended = session(first, { expiresAt: new Date('2026-03-01T21:00:00Z') });
        const endsNow = session(second, { region: 'ae', expiresAt: new Date('2026-03-01T22:00:00Z') });
        const live = session(second, { region: 'ae', expiresAt: new Date('2026-03-01T23:00:00Z') });
        for (const kept of [ended, endsNow, live]) (await store.create(kept, keepUntil))._unsafeUnwrap();

        expect((await engineStore.deleteEnded(new Date('2026-03-01T22:00:00Z')))._unsafeUnwrap()).toBeGreaterThanOrEqual(2);

        expect((await store.find(ended.idHash))._unsafeUnwrap()).toBeUndefined();
        expect((await store.find(endsNow.idHash))._unsafeUnwrap()).toBeUndefined();
        expect((await store.find(live.idHash))._unsafeUnwrap()).toEqual(live);
      });
    });
  });
}
