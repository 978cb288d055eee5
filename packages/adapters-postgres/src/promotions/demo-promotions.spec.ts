import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { promotions } from '../database/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { seedDemoCatalogue } from '../seed/demo-catalogue.js';
import { seedDemoPromotions } from './demo-promotions.js';

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`demo coupons on ${engine}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      // Coupons belong to the stores (regions) the catalogue seed writes.
      await seedDemoCatalogue(database.handle.db, undefined, { products: 20 });
    });
    afterAll(() => database?.dispose());

    it('gives every store a percentage coupon, a fixed one above a minimum spend and an expired one, once', async () => {
      const { db } = database.handle;
      expect(await seedDemoPromotions(db)).toBe(9);
      await db.update(promotions).set({ value: 1500 }).where(and(eq(promotions.region, 'sa'), eq(promotions.code, 'WELCOME10')));
      expect(await seedDemoPromotions(db)).toBe(0);

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
