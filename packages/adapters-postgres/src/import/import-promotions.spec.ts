import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { promotions } from '../database/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { demoCatalogueTemplate, demoSource } from '../../test/demo-store.js';
import { importCatalogue } from './import-catalogue.js';

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`coupons of an imported catalogue on ${engine}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      // A store imported before it had coupons: the catalogue alone (the one the adapters' suites share).
      database = await createTestDatabase(engine, demoCatalogueTemplate());
    });
    afterAll(() => database?.dispose());

    it('adds the coupons a store lacks on a later start, and never changes one it has', async () => {
      const { db } = database.handle;
      const source = demoSource();
      const { products } = source.load();
      expect(await importCatalogue(db, source)).toEqual({ imported: false, products: products.length });
      expect(await db.select().from(promotions)).toHaveLength(9);
      await db.update(promotions).set({ value: 1500 }).where(and(eq(promotions.region, 'sa'), eq(promotions.code, 'WELCOME10')));
      await importCatalogue(db, source);
      expect(await db.select().from(promotions)).toHaveLength(9);

      const egypt = await db.select().from(promotions).where(eq(promotions.region, 'eg'));
      expect(egypt.map(({ code, kind, value, minimumSpendMinor }) => ({ code, kind, value, minimumSpendMinor }))).toEqual(
        expect.arrayContaining([
          { code: 'WELCOME10', kind: 'percentage', value: 1000, minimumSpendMinor: 0 },
          { code: 'SAVE500', kind: 'fixed', value: 50_000, minimumSpendMinor: 500_000 },
        ]),
      );
      expect(egypt.find((row) => row.code === 'SUMMER20')?.endsAt?.getTime()).toBeLessThan(Date.now());
      const [kept] = await db.select().from(promotions).where(and(eq(promotions.region, 'sa'), eq(promotions.code, 'WELCOME10')));
      expect(kept?.value).toBe(1500);
    });
  });
}
