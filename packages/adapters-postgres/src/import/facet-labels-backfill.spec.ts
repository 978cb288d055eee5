import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { sharedDemoStoreTemplate } from '../../test/demo-store.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

// The part of migration 0009 that runs after its columns exist: the backfill of a store seeded before.
const BACKFILL = readFileSync(new URL('../../drizzle/0009_facet_labels.sql', import.meta.url), 'utf8').split('--> statement-breakpoint').at(-1) ?? '';
const LABELS = sql`select sku, type_ar, metal_ar, karat_ar, colour_ar, stone_ar, collection_ar, charm_family_ar, capsule_ar from products order by sku`;

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`Arabic facet labels of a store seeded before they were stored, on ${engine}`, () => {
    let database: TestDatabase;
    const labels = async () => ((await database.handle.db.execute(LABELS)) as unknown as { rows: Record<string, string | null>[] }).rows;

    beforeAll(async () => {
      database = await createTestDatabase(engine, sharedDemoStoreTemplate());
    });
    afterAll(() => database?.dispose());

    it('come back from its search index for every value its products use', async () => {
      const imported = await labels();
      expect(imported.filter((row) => row.collection_ar !== null).length).toBeGreaterThan(20);

      await database.handle.db.execute(sql`update products set type_ar = null, metal_ar = null, karat_ar = null, colour_ar = null,
        stone_ar = null, collection_ar = null, charm_family_ar = null, capsule_ar = null`);
      await database.handle.db.execute(sql.raw(BACKFILL));

      expect(await labels()).toEqual(imported);
    });
  });
}
