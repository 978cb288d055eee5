import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { seedDemoStore } from '../../test/demo-store.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

// The part of migration 0009 that runs after its table exists: the backfill of a store seeded before.
const BACKFILL = readFileSync(new URL('../../drizzle/0009_facet_labels.sql', import.meta.url), 'utf8').split('--> statement-breakpoint')[1] ?? '';

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`facet labels of a store seeded before they were stored, on ${engine}`, () => {
    let database: TestDatabase;
    const labels = async () =>
      ((await database.handle.db.execute(sql`select facet, value_en, value_ar from facet_labels order by facet, value_en`)) as unknown as { rows: unknown[] }).rows;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      await seedDemoStore(database.handle.db, { products: 120 });
    });
    afterAll(() => database?.dispose());

    it('come back from its search index for every value its products use', async () => {
      const used = (await database.handle.db.execute(sql`
        select facet, value_en, value_ar from facet_labels l
        where exists (select 1 from products p where (l.facet, l.value_en) in (('type', p.type), ('metal', p.metal), ('karat', p.karat),
          ('colour', p.colour), ('stone', p.stone), ('collection', p.collection), ('charmFamily', p.charm_family), ('capsule', p.capsule)))
        order by facet, value_en`)) as unknown as { rows: unknown[] };
      expect(used.rows.length).toBeGreaterThan(20);

      await database.handle.db.execute(sql`delete from facet_labels`);
      await database.handle.db.execute(sql.raw(BACKFILL));

      expect(await labels()).toEqual(used.rows);
    });
  });
}
