import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Region } from '@storefront/core/locale';
import type { Database } from '../../database/database.js';
import { customers, inventory, inventoryLocations, productVariants, products } from '../../database/schema/index.js';

/**
 * Test data for the engine's port suites, found by SKU so that the suites hold whatever else the
 * demo catalogue holds. Written with plain SQL, never with the adapters under test.
 */
export interface CatalogueProduct {
  readonly productId: number;
  /** Variant ids in position order (a ring's sizes). */
  readonly variantIds: readonly number[];
}

export async function productsBySku(db: Database, skus: readonly string[]): Promise<Record<string, CatalogueProduct>> {
  const rows = await db
    .select({ sku: products.sku, productId: products.id, variantId: productVariants.id })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(inArray(products.sku, [...skus]))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const found: Record<string, { productId: number; variantIds: number[] }> = {};
  for (const row of rows) {
    const product = (found[row.sku] ??= { productId: row.productId, variantIds: [] });
    product.variantIds.push(row.variantId);
  }
  const missing = skus.filter((sku) => found[sku] === undefined);
  if (missing.length > 0) throw new Error(`The demo catalogue has no ${missing.join(', ')}`);
  return found;
}

/** Leaves every variant of the product with `units` to sell in the region, all in one location. */
export async function setStock(db: Database, region: Region, productId: number, units: number): Promise<void> {
  const variants = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
  let [location] = await db
    .select({ id: inventoryLocations.id })
    .from(inventoryLocations)
    .where(eq(inventoryLocations.region, region))
    .orderBy(asc(inventoryLocations.id))
    .limit(1);
  location ??= (
    await db
      .insert(inventoryLocations)
      .values({ region, code: `${region}-test-${randomBytes(4).toString('hex')}`, name: `${region} test warehouse` })
      .returning({ id: inventoryLocations.id })
  )[0];
  if (location === undefined) throw new Error(`No stock location in ${region}`);
  const regionLocations = db.select({ id: inventoryLocations.id }).from(inventoryLocations).where(eq(inventoryLocations.region, region));
  const variantIds = variants.map((variant) => variant.id);
  await db.delete(inventory).where(and(inArray(inventory.variantId, variantIds), inArray(inventory.locationId, regionLocations)));
  await db.insert(inventory).values(variantIds.map((variantId) => ({ variantId, locationId: location.id, availableToSell: units })));
}

/** A new customer of the region's store. */
export async function insertCustomer(db: Database, region: Region): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      region,
      email: `shopper-${randomBytes(6).toString('hex')}@example.test`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Test',
    })
    .returning({ id: customers.id });
  if (row === undefined) throw new Error('Inserting a customer returned no id');
  return row.id;
}
