import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../database/database.js';
import { adminQuery, TEST_SERVER_URL, withDatabase } from './test-server.js';
import { pgliteTemplate, postgresTemplate, templateRun, type DatabaseTemplate } from './database-templates.js';

export type { DatabaseTemplate } from './database-templates.js';
export { endTemplateRun, newTemplateRun, startTemplateRun, TEMPLATE_RUN_VARIABLE } from './database-templates.js';
export { postgresServerAvailability, TEST_SERVER_URL, type ServerAvailability } from './test-server.js';

export type Engine = 'pglite' | 'postgres';

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  /** The connection string of the throwaway server database; absent for PGlite. */
  readonly url?: string;
  dispose(): Promise<void>;
}

/** Nothing but the migrations: what a test database without a named template starts from. */
const MIGRATED: DatabaseTemplate = { name: 'migrated', seed: async () => undefined };

/**
 * A migrated database on the chosen engine, filled by `template` when one is given: PGlite in
 * memory, or a throwaway database on the PostgreSQL server that `dispose` drops again.
 *
 * Inside a run that `startTemplateRun` began (the packages' global test setup), the migrations and
 * the seed run once per template and engine, and each database is a copy of that template
 * (`create database … template …` on the server, a copied data folder for PGlite). Outside one,
 * each database is migrated and seeded on its own, as slowly as that is.
 */
export async function createTestDatabase(engine: Engine, template: DatabaseTemplate = MIGRATED): Promise<TestDatabase> {
  const run = templateRun();
  if (engine === 'pglite') {
    const from = run === undefined ? undefined : await pgliteTemplate(run, template);
    const handle = await openDatabase(from === undefined ? { engine: 'pglite' } : { engine: 'pglite', from });
    if (from === undefined) await migrateAndSeed(handle, template);
    return { handle, dispose: () => handle.close() };
  }
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const source = run === undefined ? undefined : await postgresTemplate(run, template);
  await adminQuery(source === undefined ? `create database ${name}` : `create database ${name} template ${source}`);
  const url = withDatabase(TEST_SERVER_URL, name);
  const handle = await openDatabase({ engine: 'postgres', url, poolSize: 8 });
  if (source === undefined) await migrateAndSeed(handle, template);
  return {
    handle,
    url,
    dispose: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function migrateAndSeed(handle: DatabaseHandle, template: DatabaseTemplate): Promise<void> {
  await handle.migrate();
  await template.seed(handle.db);
}

