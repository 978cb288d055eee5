import { demoStore, type DemoStoreOptions } from '@storefront/demo-store';
import type { Database } from '../src/database/database.js';
import type { DatabaseTemplate } from '../src/testing/test-database.js';
import type { CatalogueSource, ImportOutcome } from '../src/import/catalogue-import.js';
import { importCatalogue, type ImportOptions } from '../src/import/import-catalogue.js';

/**
 * The demo store as the engine's tests import it: the demo package's output must satisfy the
 * engine's own import type, which this assignment checks.
 */
export function demoSource(options: DemoStoreOptions = {}): CatalogueSource {
  return demoStore(options);
}

/** The demo catalogue alone: no content, no coupons, so a test adds exactly those it means to. */
export function demoCatalogueOnly(options: DemoStoreOptions = {}): CatalogueSource {
  const store = demoSource(options);
  return { key: store.key, promotions: [], load: () => ({ ...store.load(), content: [] }) };
}

/** Imports the demo catalogue alone, leaving the search index to the test. */
export function seedDemoCatalogue(db: Database, options: DemoStoreOptions = {}, importOptions: ImportOptions = {}): Promise<ImportOutcome> {
  return importCatalogue(db, demoCatalogueOnly(options), { searchIndex: false, ...importOptions });
}

/** Imports the whole demo store: catalogue, content, coupons and, unless told otherwise, the search index. */
export function seedDemoStore(db: Database, options: DemoStoreOptions = {}, importOptions: ImportOptions = {}): Promise<ImportOutcome> {
  return importCatalogue(db, demoSource(options), importOptions);
}

/** The demo catalogue alone (seedDemoCatalogue), as a template that suites copy instead of seeding. */
export function demoCatalogueTemplate(options: DemoStoreOptions = {}): DatabaseTemplate {
  return { name: 'demo catalogue', inputs: options, seed: (db) => seedDemoCatalogue(db, options) };
}

/** The whole demo store (seedDemoStore), as a template that suites copy instead of seeding. */
export function demoStoreTemplate(options: DemoStoreOptions = {}, importOptions: ImportOptions = {}): DatabaseTemplate {
  return { name: 'demo store', inputs: { options, importOptions }, seed: (db) => seedDemoStore(db, options, importOptions) };
}

/** How many products the shared demo store has: enough for every facet, band and sort to have several. */
export const SHARED_STORE_PRODUCTS = 200;

/**
 * The whole demo store of SHARED_STORE_PRODUCTS products, its search index built: one template the
 * search, content and facet-label suites share, seeded once per run and engine instead of once each.
 */
export function sharedDemoStoreTemplate(): DatabaseTemplate {
  return demoStoreTemplate({ products: SHARED_STORE_PRODUCTS });
}
