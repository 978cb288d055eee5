import { importCatalogue, type Database, type ImportOutcome } from '@storefront/adapters-postgres';
import { demoStore } from '@storefront/demo-store';

/** Imports the demo store (catalogue, content, coupons, search index) of `products` products. */
export function seedDemoStore(db: Database, products: number): Promise<ImportOutcome> {
  return importCatalogue(db, demoStore({ products }));
}
