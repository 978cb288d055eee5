import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../database/database.js';
import { adminQuery, TEST_SERVER_URL, withDatabase } from './test-server.js';
import { MIGRATED, pgliteTemplate, postgresTemplate, templateRun, TEST_PGLITE_SHARED_BUFFERS_MB, type DatabaseTemplate } from './database-templates.js';

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
    const handle = await openDatabase({ engine: 'pglite', sharedBuffersMb: TEST_PGLITE_SHARED_BUFFERS_MB, ...(from === undefined ? {} : { from }) });
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

