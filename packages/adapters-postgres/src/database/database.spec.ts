import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
          `select table_name from information_schema.tables where table_schema = 'public'`,
        )) as { rows: { table_name: string }[] };
        const applied = (await database.handle.db.execute(
          `select count(*)::int as count from drizzle.__drizzle_migrations`,
        )) as { rows: { count: number }[] };
        const migrationFiles = readdirSync(new URL('../../drizzle', import.meta.url)).filter((f) => f.endsWith('.sql'));

        expect(applied.rows[0]?.count).toBe(migrationFiles.length);
        expect(tables.rows.map((row) => row.table_name)).toEqual(
          expect.arrayContaining([
            'regions', 'brands', 'categories', 'products', 'product_variants', 'product_prices', 'inventory',
            'inventory_locations', 'product_images', 'related_products', 'review_summaries', 'customers',
            'customer_attributes', 'addresses', 'carts', 'cart_lines', 'wishlists', 'wishlist_items', 'orders',
            'order_lines', 'returns', 'return_lines', 'reviews', 'content_entries', 'store_locations', 'outbox', 'promotions',
          ]),
        );
      } finally {
        await database.dispose();
      }
    });
  });
}
