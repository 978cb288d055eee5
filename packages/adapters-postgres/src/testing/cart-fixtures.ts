import { and, asc, eq } from 'drizzle-orm';
import { CART_UPDATE_TOPIC, type CartUpdateEvent } from '@storefront/core/events';
import type { Region } from '@storefront/core/locale';
import type { Database } from '../database/database.js';
import {
  customers,
  inventory,
  inventoryLocations,
  orderLines,
  orders,
  outbox,
  productPrices,
  productVariants,
  products,
} from '../database/schema/index.js';

/**
 * Test data for drivers of the cart (the API's route tests), written with plain SQL against the
 * engine's tables, never through the adapters under test.
 */
export interface StockedProduct {
  readonly id: number;
  readonly sku: string;
  readonly variantId: number;
  readonly variantSku: string;
}

/** Up to `count` single-variant products the region sells, each left with `units` to sell. */
export async function stockedProducts(db: Database, region: Region, count: number, units: number): Promise<StockedProduct[]> {
  const rows = await db
    .select({ id: products.id, sku: products.sku, variantId: productVariants.id, variantSku: productVariants.sku })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .orderBy(asc(products.id), asc(productVariants.position));
  const variantsOf = new Map<number, StockedProduct[]>();
  for (const row of rows) variantsOf.set(row.id, [...(variantsOf.get(row.id) ?? []), row]);
  const chosen = [...variantsOf.values()].filter((variants) => variants.length === 1).slice(0, count).map((variants) => variants[0]!);
  for (const product of chosen) await setVariantStock(db, region, product.variantId, units);
  return chosen;
}

/** Leaves the variant with `units` to sell in the region, all in its first location. */
export async function setVariantStock(db: Database, region: Region, variantId: number, units: number): Promise<void> {
  const locations = await db.select({ id: inventoryLocations.id }).from(inventoryLocations).where(eq(inventoryLocations.region, region)).orderBy(asc(inventoryLocations.id));
  for (const [index, location] of locations.entries()) {
    await db
      .insert(inventory)
      .values({ variantId, locationId: location.id, availableToSell: index === 0 ? units : 0 })
      .onConflictDoUpdate({ target: [inventory.variantId, inventory.locationId], set: { availableToSell: index === 0 ? units : 0 } });
  }
}

/** The units of the variant the region has to sell, over all its locations (what checkout may still reserve). */
export async function unitsToSell(db: Database, region: Region, variantId: number): Promise<number> {
  const rows = await db
    .select({ units: inventory.availableToSell })
    .from(inventory)
    .innerJoin(inventoryLocations, eq(inventoryLocations.id, inventory.locationId))
    .where(and(eq(inventory.variantId, variantId), eq(inventoryLocations.region, region)));
  return rows.reduce((sum, row) => sum + row.units, 0);
}

/** An order of the region with the given lines (none for an order without lines); answers its reference. */
export async function insertOrderWithLines(db: Database, region: Region, reference: string, lines: readonly StockedProduct[]): Promise<string> {
  const [location] = await db.select({ id: inventoryLocations.id }).from(inventoryLocations).where(eq(inventoryLocations.region, region)).limit(1);
  const [order] = await db
    .insert(orders)
    .values({
      reference,
      placementKey: reference,
      region,
      language: 'ar',
      email: 'someone@example.test',
      status: 'placed',
      currency: 'SAR',
      subtotalMinor: 0,
      taxMinor: 0,
      totalMinor: 0,
      paymentMethod: 'cash-on-delivery',
      delivery: { kind: 'pickup', boutiqueId: 1, boutiqueName: 'Boutique' },
    })
    .returning({ id: orders.id });
  for (const [index, line] of lines.entries()) {
    await db.insert(orderLines).values({
      orderId: order!.id,
      position: index + 1,
      productId: line.id,
      variantId: line.variantId,
      sku: line.variantSku,
      name: line.sku,
      quantity: 1,
      unitPriceMinor: 100,
      totalMinor: 100,
      locationId: location!.id,
    });
  }
  return reference;
}

/** The `cart_update_backend` events the outbox holds for a cart, oldest first. */
export async function cartEventsInOutbox(db: Database, cartId: string): Promise<CartUpdateEvent[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.topic, CART_UPDATE_TOPIC)).orderBy(asc(outbox.createdAt));
  return rows.map((row) => row.payload as CartUpdateEvent).filter((event) => event.cartId === cartId);
}

/** A new customer of the region's store (no password: test sessions only); answers id and email. */
export async function insertTestCustomer(db: Database, region: Region): Promise<{ id: number; email: string }> {
  const email = `shopper-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const [row] = await db.insert(customers).values({ region, email, passwordHash: 'not-a-real-hash', firstName: 'Test' }).returning({ id: customers.id });
  return { id: row!.id, email };
}

