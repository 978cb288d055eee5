import { importCatalogue, type Database, type ImportOutcome } from '@storefront/adapters-postgres';
import type { DatabaseTemplate } from '@storefront/adapters-postgres/testing';
import { demoStore } from '@storefront/demo-store';

/** Imports the demo store (catalogue, content, coupons, search index) of `products` products. */
export function seedDemoStore(db: Database, products: number): Promise<ImportOutcome> {
  return importCatalogue(db, demoStore({ products }));
}

/** The demo store of `products` products as a template: seeded once per test run and engine, then copied. */
export function demoStoreTemplate(products: number): DatabaseTemplate {
  return { name: 'api demo store', inputs: { products }, seed: (db) => seedDemoStore(db, products) };
}
