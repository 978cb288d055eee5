#!/usr/bin/env node
// `npm run seed -- --products 20000`: migrates the configured database (DATA_DIR or DATABASE_URL)
// and imports the demo store (@storefront/demo-store) with N products (1,500 by default) through
// the runtime, with a progress bar. A database that already holds the demo catalogue is left as it
// is, except that demo coupons it lacks are added.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { root } from './lib/pnpm.mjs';

const { values } = parseArgs({ options: { products: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log('Usage: npm run seed -- [--products N]   (N from 20 to 200000; default 1500)');
  process.exit(0);
}
if (values.products !== undefined) process.env.SEED_DEMO_PRODUCTS = values.products;
process.env.SEED_DEMO_CATALOGUE = 'true';

const compositionEntry = join(root, 'packages/composition/dist/index.js');
if (!existsSync(compositionEntry)) {
  console.error('✖ The storefront is not built: run `npm run pnpm -- exec turbo run build` first (or `npm start` once).');
  process.exit(1);
}
const { loadConfigOrExit, openRuntime } = await import(pathToFileURL(compositionEntry).href);
const config = loadConfigOrExit();
const started = Date.now();
const runtime = await openRuntime(config, { report: (line) => console.log(line) });
await runtime.close();
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
