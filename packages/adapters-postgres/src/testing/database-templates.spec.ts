import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { pgliteTemplateFile, templateKey, templateRun, type DatabaseTemplate } from './database-templates.js';
import { createTestDatabase } from './test-database.js';
import { TEST_SERVER_URL } from './test-server.js';

const notes = async (database: { handle: { db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } } }) =>
  ((await database.handle.db.execute(sql`select body from template_notes order by body`)) as { rows: { body: string }[] }).rows.map((row) => row.body);

async function serverTemplates(): Promise<string[]> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    const run = templateRun() ?? '';
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datistemplate and datname like $1', [`sft_tpl_${run}_%`]);
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

describe('test database templates', () => {
  it('run inside the run the global setup began', () => {
    expect(templateRun()).toMatch(/^[a-z0-9]+_[a-f0-9]+$/);
  });

  it('are another template when the name or the inputs differ, and the same one otherwise', () => {
    const seed = async () => undefined;
    const key = templateKey({ name: 'a', inputs: { products: 20 }, seed });
    expect(templateKey({ name: 'a', inputs: { products: 20 }, seed: async () => 1 })).toBe(key);
    expect(templateKey({ name: 'a', inputs: { products: 21 }, seed })).not.toBe(key);
    expect(templateKey({ name: 'b', inputs: { products: 20 }, seed })).not.toBe(key);
  });

  for (const { engine, available } of ENGINES) {
    describe.skipIf(!available)(`on ${engine}`, () => {
      it('are seeded once, and every database is a copy that the others never see writing', async () => {
        let seeded = 0;
        const template: DatabaseTemplate = {
          name: 'notes',
          inputs: { engine, spec: 'database-templates' },
          seed: async (db) => {
            seeded += 1;
            await db.execute(sql`create table template_notes (body text not null)`);
            await db.execute(sql`insert into template_notes values ('from the template')`);
          },
        };
        const first = await createTestDatabase(engine, template);
        const second = await createTestDatabase(engine, template);
        try {
          expect(seeded).toBe(1);
          await first.handle.db.execute(sql`insert into template_notes values ('only in the first')`);
          expect(await notes(first)).toEqual(['from the template', 'only in the first']);
          expect(await notes(second)).toEqual(['from the template']);
          // Migrated too: the engine's own tables are there.
          await expect(second.handle.db.execute(sql`select count(*) from products`)).resolves.toBeDefined();
          if (engine === 'pglite') expect(pgliteTemplateFile(templateRun()!, template)).toBeDefined();
          else expect((await serverTemplates()).some((name) => name.endsWith(templateKey(template)))).toBe(true);
        } finally {
          await first.dispose();
          await second.dispose();
        }
        // Building the template and opening two copies: a slow machine needs more than a test's usual time.
      }, 120_000);
    });
  }
});
