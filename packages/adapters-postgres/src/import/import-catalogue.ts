import { eq, getTableName, sql } from 'drizzle-orm';
import { defaultCheckoutSettings, type CheckoutSettings } from '@storefront/core/checkout';
import { DefaultVatPolicy, type VatPolicy } from '@storefront/core/locale';
import type { Database } from '../database/database.js';
import {
  appMeta,
  categories,
  contentEntries,
  customerAttributes,
  customers,
  inventory,
  inventoryLocations,
  productCategories,
  productImages,
  productPrices,
  productVariants,
  products,
  relatedProducts,
  reviewSummaries,
  reviews,
  storeLocations,
} from '../database/schema/index.js';
import { facetLabelMap } from '../search/facet-labels.js';
import { refreshSearchIndex } from '../search/refresh-search-index.js';
import { batches } from './bulk-insert.js';
import { writeOrderHistories } from './write-order-history.js';
import type { CatalogueSource, ImportOutcome, ImportProgress } from './catalogue-import.js';
import { writeProductDetails, writeProductRows, type Ids } from './write-products.js';
import { writeBoutiqueStock, writeContent, writeCustomerBooks, writeCustomers, writePromotions, writeReferenceData } from './write-reference-data.js';

/** Products whose rows are written between two progress reports. */
const CHUNK = 250;
/** Any constant shared by every process importing into the same PostgreSQL database. */
const IMPORT_LOCK_KEY = 7_140_302;
const ANALYZED_TABLES = [
  categories,
  products,
  productCategories,
  productVariants,
  productPrices,
  inventoryLocations,
  inventory,
  productImages,
  relatedProducts,
  reviews,
  reviewSummaries,
  storeLocations,
  customers,
  customerAttributes,
  contentEntries,
];

export interface ImportOptions {
  /** Products written so far, from 0 to all of them. */
  readonly onProgress?: (progress: ImportProgress) => void;
  /** Called as the search index starts being built, after the catalogue has committed. */
  readonly onIndexing?: () => void;
  /** False leaves the search index to a later `refreshSearchIndex`; true by default. */
  readonly searchIndex?: boolean;
  /** The VAT the customers' imported orders are priced with (`DefaultVatPolicy` by default). */
  readonly vat?: VatPolicy;
  /** The checkout settings whose shipping and cash-on-delivery fees the imported orders pay (the defaults unless given). */
  readonly checkoutSettings?: CheckoutSettings;
}

async function isImported(db: Database, key: string): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key));
  return rows.length > 0;
}

async function productCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  return Number(row?.count ?? 0);
}

/**
 * Imports a catalogue once: regions, brands, categories, customers, products (each facet value
 * with its Arabic label) with their prices, variants, stock, images, related products and reviews, boutiques, content and
 * coupons, in one transaction so no half catalogue is ever visible, then builds the search index.
 * A database that already holds the source's key is left as it is, except that coupons it lacks
 * are added. Several processes may start at once on one PostgreSQL server: an advisory lock lets
 * one of them import.
 */
export async function importCatalogue(db: Database, source: CatalogueSource, options: ImportOptions = {}): Promise<ImportOutcome> {
  const onProgress = options.onProgress ?? (() => undefined);
  if (await isImported(db, source.key)) return present(db, source);
  const data = source.load();
  const total = data.products.length;
  onProgress({ done: 0, total });
  const imported = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    if (await isImported(tx, source.key)) return false;
    const { locationOf, categoryIds, boutiques } = await writeReferenceData(tx, data);
    const customerOf = await writeCustomers(tx, data.customers);
    const productOf = await writeProductRows(tx, data.products, facetLabelMap(data.facetLabels));
    const ids: Ids = { productOf, locationOf, categoryIds, customerOf };
    for (const [index, chunk] of [...batches(data.products, CHUNK)].entries()) {
      await writeProductDetails(tx, chunk, ids);
      onProgress({ done: Math.min(total, (index + 1) * CHUNK), total });
    }
    await writeBoutiqueStock(tx, boutiques);
    await writeCustomerBooks(tx, data.customers, customerOf, productOf);
    await writeOrderHistories(tx, data.customers, customerOf, options.vat ?? new DefaultVatPolicy(), options.checkoutSettings ?? defaultCheckoutSettings());
    await writeContent(tx, data);
    await writePromotions(tx, source.promotions);
    await tx.insert(appMeta).values({ key: source.key, value: data.stamp });
    return true;
  });
  if (!imported) return present(db, source);
  // Fresh statistics: without them the planner guesses a handful of rows per table and a
  // listing reads the whole stock table per tile (100 ms instead of 1.5 ms); PGlite has no
  // autovacuum to catch up later.
  await db.execute(sql.raw(`analyze ${ANALYZED_TABLES.map((table) => `"${getTableName(table)}"`).join(', ')}`));
  if (options.searchIndex === false) return { imported: true, products: total };
  options.onIndexing?.();
  const { products: indexed } = await refreshSearchIndex(db);
  return { imported: true, products: total, indexed };
}

/** A database that holds the catalogue gains only the coupons it lacks. */
async function present(db: Database, source: CatalogueSource): Promise<ImportOutcome> {
  await writePromotions(db, source.promotions);
  return { imported: false, products: await productCount(db) };
}
