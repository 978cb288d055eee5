import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { hashPassword } from '../customer/password-hash.js';
import {
  addresses,
  brandRegions,
  brands,
  categories,
  contentEntries,
  customerAttributes,
  customers,
  inventory,
  inventoryLocations,
  productVariants,
  promotions,
  regions,
  storeLocations,
  wishlistItems,
  wishlists,
} from '../database/schema/index.js';
import type { CatalogueImport, ImportCustomer, ImportPromotion } from './catalogue-import.js';
import { bulkInsert } from './bulk-insert.js';
import { required } from './write-products.js';

const ATTRIBUTE_EMAIL_VERIFIED = 15;
const ATTRIBUTE_VERIFICATION_SENT = 16;
const ATTRIBUTE_DEFAULT_ADDRESS = 5;

/**
 * Regions with an online stock location each, brands and where they sell, the category tree and
 * the boutiques (each given stock an inventory location of its own). Returns the ids products and
 * the boutiques' stock refer to.
 */
export async function writeReferenceData(tx: Database, data: CatalogueImport) {
  await tx.insert(regions).values(data.regions.map(({ code, nameEn, nameAr, currency }) => ({ code, nameEn, nameAr, currency })));
  await tx.insert(brands).values(data.brands.map(({ code, nameEn, nameAr }) => ({ code, nameEn, nameAr })));
  const sold = data.brands.flatMap((brand) => brand.regions.map((region) => ({ brandCode: brand.code, region })));
  if (sold.length > 0) await tx.insert(brandRegions).values(sold);
  const locations = await tx
    .insert(inventoryLocations)
    .values(data.regions.map((region) => ({ region: region.code, code: `${region.code}-online`, name: `${region.nameEn} online warehouse` })))
    .returning({ id: inventoryLocations.id, region: inventoryLocations.region });
  const categoryIds = new Map<string, number>();
  for (const [position, category] of data.categories.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        slugEn: category.slugEn,
        slugAr: category.slugAr,
        nameEn: category.nameEn,
        nameAr: category.nameAr,
        position,
        parentId: category.parent === null ? null : required(categoryIds, category.parent),
      })
      .returning({ id: categories.id });
    if (row) categoryIds.set(category.slugEn, row.id);
  }
  const boutiques: Boutique[] = [];
  if (data.storeLocations.length > 0) {
    const stores = await tx
      .insert(storeLocations)
      .values(data.storeLocations.map(({ brand, stock: _stock, ...store }) => ({ ...store, brandCode: brand, openingHours: [...store.openingHours] })))
      .returning({ id: storeLocations.id });
    for (const [index, store] of data.storeLocations.entries()) {
      const storeLocationId = stores[index]?.id;
      if (store.stock === undefined || storeLocationId === undefined) continue;
      const [location] = await tx
        .insert(inventoryLocations)
        .values({ region: store.region, code: `${store.region}-boutique-${storeLocationId}`, name: `${store.nameEn} (${store.brand})`, storeLocationId })
        .returning({ id: inventoryLocations.id });
      if (location) boutiques.push({ locationId: location.id, stock: store.stock });
    }
  }
  return { locationOf: new Map(locations.map((location) => [location.region, location.id])), categoryIds, boutiques };
}

/** A boutique's inventory location and the units it holds per variant SKU. */
export interface Boutique {
  readonly locationId: number;
  readonly stock: Readonly<Record<string, number>>;
}

/** The boutiques' stock, once the variants are written; a SKU the catalogue lacks is a broken import. */
export async function writeBoutiqueStock(tx: Database, boutiques: readonly Boutique[]): Promise<void> {
  const skus = [...new Set(boutiques.flatMap((boutique) => Object.keys(boutique.stock)))];
  if (skus.length === 0) return;
  const variantOf = new Map<string, number>();
  for (let start = 0; start < skus.length; start += 5_000) {
    const rows = await tx
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(inArray(productVariants.sku, skus.slice(start, start + 5_000)));
    for (const row of rows) variantOf.set(row.sku, row.id);
  }
  await bulkInsert(
    tx,
    inventory,
    { variantId: 'integer', locationId: 'integer', availableToSell: 'integer' },
    boutiques.flatMap((boutique) =>
      Object.entries(boutique.stock).map(([sku, units]) => ({ variantId: required(variantOf, sku), locationId: boutique.locationId, availableToSell: units })),
    ),
  );
}

/** The customers, each with the customer adapter's own password hash (decision 0400), so they sign in like any other. */
export async function writeCustomers(tx: Database, all: readonly ImportCustomer[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const customer of all) {
    const [row] = await tx
      .insert(customers)
      .values({
        region: customer.region,
        email: customer.email,
        passwordHash: await hashPassword(customer.password),
        firstName: customer.firstName,
        lastName: customer.lastName,
        phone: customer.phone,
      })
      .returning({ id: customers.id });
    if (!row) throw new Error(`Inserting ${customer.email} returned no id`);
    ids.set(customer.email, row.id);
    if (customer.emailVerified) {
      await tx.insert(customerAttributes).values([
        { customerId: row.id, attributeId: ATTRIBUTE_EMAIL_VERIFIED, value: 'true' },
        { customerId: row.id, attributeId: ATTRIBUTE_VERIFICATION_SENT, value: 'true' },
      ]);
    }
  }
  return ids;
}

/**
 * The customers' address books (the first address the default, attribute 5) and saved wish lists,
 * once their products are written; a wish-list SKU the catalogue lacks is left out.
 */
export async function writeCustomerBooks(tx: Database, all: readonly ImportCustomer[], customerOf: ReadonlyMap<string, number>, productOf: ReadonlyMap<string, number>): Promise<void> {
  for (const customer of all) {
    const customerId = customerOf.get(customer.email);
    if (customerId === undefined) continue;
    for (const [index, address] of (customer.addresses ?? []).entries()) {
      const [row] = await tx
        .insert(addresses)
        .values({ customerId, region: customer.region, ...address, isDefault: index === 0 })
        .returning({ id: addresses.id });
      if (index === 0 && row) await tx.insert(customerAttributes).values({ customerId, attributeId: ATTRIBUTE_DEFAULT_ADDRESS, value: String(row.id) });
    }
    const productIds = (customer.wishlistSkus ?? []).flatMap((sku) => productOf.get(sku) ?? []);
    if (productIds.length === 0) continue;
    const [list] = await tx.insert(wishlists).values({ customerId, region: customer.region }).returning({ id: wishlists.id });
    if (!list) continue;
    // Stamped a microsecond apart, so the list keeps the order given.
    for (const [index, productId] of productIds.entries()) {
      await tx.insert(wishlistItems).values({ wishlistId: list.id, productId, addedAt: sql`now() + make_interval(secs => ${index} * 0.000001)` });
    }
  }
}

/** The CMS entries; an entry already there is left alone. */
export async function writeContent(tx: Database, data: CatalogueImport): Promise<void> {
  if (data.content.length === 0) return;
  await tx
    .insert(contentEntries)
    .values(data.content.map((entry) => ({ ...entry })))
    .onConflictDoNothing();
}

/** Adds the coupons a store lacks; a code it has is left as the merchant set it. Returns how many were added. */
export async function writePromotions(db: Database, all: readonly ImportPromotion[]): Promise<number> {
  if (all.length === 0) return 0;
  const inserted = await db
    .insert(promotions)
    .values(all.map((promotion) => ({ ...promotion })))
    .onConflictDoNothing({ target: [promotions.region, promotions.code] })
    .returning({ id: promotions.id });
  return inserted.length;
}
