import { postgresServerAvailability, startTemplateRun, TEST_SERVER_URL } from '../src/testing/test-database.js';

/**
 * Decides once whether the PostgreSQL-server half of the suite can run (without a server it says
 * so loudly; under CI nothing may be skipped), and begins the run's database templates: each
 * seeded catalogue is built once per engine and copied by every suite that asks for it. The
 * returned teardown drops them.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const { available, reason } = await postgresServerAvailability();
  if (available) return startTemplateRun();
  const message = `PostgreSQL server not reachable at ${TEST_SERVER_URL} (${reason ?? 'no answer'})`;
  if (process.env.CI === 'true') {
    throw new Error(`${message}. CI=true: the PostgreSQL integration tests may not be skipped.`);
  }
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n! SKIPPING the PostgreSQL-server integration tests: ${message}\n! They ran on PGlite only. Start PostgreSQL or set TEST_DATABASE_URL to run them.\n${bar}\n`);
  return startTemplateRun();
}
