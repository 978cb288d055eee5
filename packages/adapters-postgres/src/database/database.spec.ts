import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { createTestDatabase } from '../testing/test-database.js';
import { sql } from 'drizzle-orm';
import { DatabaseClosedError, openDatabase } from './database.js';
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
    // Two opens and migrations of a data folder: 3 s on a quiet machine, over 20 s on a loaded one.
  }, 120_000);
});

describe('closing the embedded database', () => {
  it('lets the queries already sent finish, then refuses new ones with a clear error', async () => {
    const handle = await openDatabase({ engine: 'pglite' });
    // `then` sends each query now; once the first has answered, the other 39 are queued in PGlite.
    const sent = Array.from({ length: 40 }, (_, n) =>
      handle.db
        .execute(sql`select count(*)::int as total from generate_series(1, ${20_000 + n})`)
        .then((answer) => (answer as unknown as { rows: { total: number }[] }).rows[0]?.total),
    );
    await sent[0];
    const closed = handle.close();
    // A query sent while the close runs (a request still being served) is refused, not run.
    const late = await handle.db.execute(sql`select 1`).then(
      () => undefined,
      (error: unknown) => error,
    );
    await closed;

    const answers = await Promise.all(sent);
    expect(answers).toEqual(Array.from({ length: 40 }, (_, n) => 20_000 + n));
    const cause = late instanceof Error && late.cause instanceof Error ? late.cause : late;
    expect(cause).toBeInstanceOf(DatabaseClosedError);
    await handle.close();
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
