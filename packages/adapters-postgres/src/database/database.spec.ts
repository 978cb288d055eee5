import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { createTestDatabase } from '../testing/test-database.js';
import { openDatabase } from './database.js';
import { DataFolderLockedError } from './data-folder-lock.js';

describe('embedded database folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its data across a restart and refuses a second opener meanwhile', async () => {
    const first = await openDatabase({ engine: 'pglite', dataDir: dir });
    await first.migrate();
    await expect(openDatabase({ engine: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataFolderLockedError);
    await first.db.execute(`insert into app_meta (key, value) values ('probe', 'kept')`);
    await first.close();

    const second = await openDatabase({ engine: 'pglite', dataDir: dir });
    await second.migrate();
    const rows = await second.db.query.appMeta.findMany();
    await second.close();

    expect(rows.map((row) => row.value)).toEqual(['kept']);
  });
});

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`migrations on ${engine}`, () => {
    it('apply once and are a no-op the second time', async () => {
      const database = await createTestDatabase(engine);
      try {
        await database.handle.migrate();
        await database.handle.ping();
        const tables = (await database.handle.db.execute(
          `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
        )) as { rows: { table_name: string }[] };
        expect(tables.rows.map((row) => row.table_name)).toEqual([
          'app_meta',
          'brands',
          'inventory',
          'product_prices',
          'products',
        ]);
      } finally {
        await database.dispose();
      }
    });
  });
}
