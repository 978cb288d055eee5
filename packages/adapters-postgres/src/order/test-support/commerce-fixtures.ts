import { and, eq, sql } from 'drizzle-orm';
import type { Region } from '@storefront/core/locale';
import type { Database } from '../../database/database.js';
import {
  customers,
  inventory,
  inventoryLocations,
  productPrices,
  productVariants,
  products,
  reviewSummaries,
  reviews,
} from '../../database/schema/index.js';

/** Small helpers for engine specs: rows the demo catalogue does not hold, found or set by name. */
export async function variantIdOf(db: Database, sku: string): Promise<number> {
  const [row] = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, sku));
  if (!row) throw new Error(`No variant ${sku} in the test database`);
  return row.id;
}

/** A customer who never signs in during the test (the hash matches no password). */
export async function insertCustomer(db: Database, region: Region, email: string, firstName: string, lastName?: string): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ region, email, firstName, lastName: lastName ?? null, passwordHash: 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' })
    .returning({ id: customers.id });
  if (!row) throw new Error('Inserting a customer returned no id');
  return row.id;
}

/** Sets a variant's stock at each of the region's locations. */
export async function setStock(db: Database, variantId: number, region: Region, availableToSell: number): Promise<void> {
  await db
    .update(inventory)
    .set({ availableToSell })
    .where(
      and(
        eq(inventory.variantId, variantId),
        sql`${inventory.locationId} in (select ${inventoryLocations.id} from ${inventoryLocations} where ${inventoryLocations.region} = ${region})`,
      ),
    );
}

/** A variant's stock summed over the region's locations. */
export async function stockOf(db: Database, variantId: number, region: Region): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${inventory.availableToSell}), 0)::int` })
    .from(inventory)
    .innerJoin(inventoryLocations, eq(inventoryLocations.id, inventory.locationId))
    .where(and(eq(inventory.variantId, variantId), eq(inventoryLocations.region, region)));
  return Number(row?.total ?? 0);
}

/** Removes a product's reviews and its summary, so a spec knows exactly which reviews exist. */
export async function clearReviews(db: Database, sku: string): Promise<void> {
  const product = sql`(select ${products.id} from ${products} where ${products.sku} = ${sku})`;
  await db.delete(reviews).where(sql`${reviews.productId} = ${product}`);
  await db.delete(reviewSummaries).where(sql`${reviewSummaries.productId} = ${product}`);
}

/** Sets a product's price in a region (minor units), with or without a sale price. */
export async function setPrice(db: Database, sku: string, region: Region, priceMinor: number, salePriceMinor: number | null = null): Promise<void> {
  const product = sql`(select ${products.id} from ${products} where ${products.sku} = ${sku})`;
  await db
    .update(productPrices)
    .set({ priceMinor, basePriceMinor: priceMinor, salePriceMinor })
    .where(and(sql`${productPrices.productId} = ${product}`, eq(productPrices.region, region)));
}
