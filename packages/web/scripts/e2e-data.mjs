#!/usr/bin/env node
// Seeds the browser tests' data folder (STOREFRONT_E2E_DATA_DIR) before their server starts: migrated,
// with the demo store as the server would seed it on its first start. `npm test` runs this beside the
// packages' own tests, so the browser tests' server opens a ready folder instead of seeding it while
// the browsers wait (decision 1100). Without it the server seeds the folder itself, as it always did.
import { loadConfigOrExit, openRuntime } from '@storefront/composition';

const dataDir = process.env.STOREFRONT_E2E_DATA_DIR;
if (!dataDir) {
  console.error('✖ STOREFRONT_E2E_DATA_DIR names no folder to seed.');
  process.exit(1);
}
const started = Date.now();
// The database settings of the browser tests' server (playwright.config.ts): the embedded engine in that folder.
const config = loadConfigOrExit({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' });
const runtime = await openRuntime(config, { progress: false });
await runtime.close();
console.log(`Seeded the browser tests' data folder ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
