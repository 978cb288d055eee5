import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { Region } from '@storefront/core/locale';
import { notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Wishlist, WishlistReads, WishlistStore, WishlistWork } from '@storefront/core/wishlist';
import type { Database } from '../database/database.js';
import { customers, productPrices, products, wishlistItems, wishlists } from '../database/schema/index.js';

type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** A refusal raised inside a transaction so that it rolls back; it never leaves the adapter. */
class Refusal extends Error {
  constructor(readonly error: unknown) {
    super('refused');
  }
}

function toStoreError<E>(cause: unknown): E | InfrastructureError {
  return cause instanceof Refusal ? (cause.error as E | InfrastructureError) : unavailable('wishlist', cause);
}

const MAX_INTEGER = 2_147_483_647;

function isDatabaseId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_INTEGER;
}

/**
 * The wish-list store on the built-in engine: SQL and locks, no rule (the core's `KeepWishlists`
 * decides). One list per customer and region, made on first use with `on conflict do nothing`, so
 * two first visits at the same moment end with the same list; a change locks the list's row, so
 * changes of one list take turns.
 */
export class PostgresWishlistStore implements WishlistStore {
  constructor(private readonly db: Database) {}

  read(region: Region, customerId: number): ResultAsync<Wishlist, InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => readWishlist(tx, await ensureWishlist(tx, region, customerId))),
      toStoreError<never>,
    );
  }

  change<E>(region: Region, customerId: number, work: WishlistWork<E>): ResultAsync<Wishlist, E | InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        const wishlistId = await ensureWishlist(tx, region, customerId);
        await tx.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.id, wishlistId)).for('update');
        const before = await readWishlist(tx, wishlistId);
        const next = await work(before, readsOf(tx, region));
        if (next.isErr()) throw new Refusal(next.error);
        await saveProducts(tx, wishlistId, before, next.value);
        return readWishlist(tx, wishlistId);
      }),
      toStoreError<E>,
    );
  }
}

function readsOf(tx: Queryable, region: Region): WishlistReads {
  return { isSold: (productId) => ResultAsync.fromPromise(isSoldInRegion(tx, region, productId), (cause) => unavailable('wishlist', cause)) };
}

/**
 * Removes the products left out and adds the new ones in the order given. Each is stamped after
 * every product already on the list: the wall clock alone can give two inserts the same instant
 * (PGlite's clock moves in milliseconds), and the list would then fall back to the products' ids.
 */
async function saveProducts(tx: Queryable, wishlistId: number, before: Wishlist, productIds: readonly number[]): Promise<void> {
  const held = new Set(before.items.map((item) => item.productId));
  const gone = [...held].filter((productId) => !productIds.includes(productId));
  if (gone.length > 0) await tx.delete(wishlistItems).where(and(eq(wishlistItems.wishlistId, wishlistId), inArray(wishlistItems.productId, gone)));
  for (const productId of productIds.filter((id) => !held.has(id))) {
    await tx
      .insert(wishlistItems)
      .values({
        wishlistId,
        productId,
        addedAt: sql`greatest(clock_timestamp(), (select max(${wishlistItems.addedAt}) from ${wishlistItems} where ${wishlistItems.wishlistId} = ${wishlistId}) + interval '1 microsecond')`,
      })
      .onConflictDoNothing({ target: [wishlistItems.wishlistId, wishlistItems.productId] });
  }
}

/** Whether the region's store sells the product: it has a price there. */
async function isSoldInRegion(tx: Queryable, region: Region, productId: number): Promise<boolean> {
  if (!isDatabaseId(productId)) return false;
  const sold = await tx
    .select({ id: productPrices.productId })
    .from(productPrices)
    .where(and(eq(productPrices.productId, productId), eq(productPrices.region, region)));
  return sold.length > 0;
}

/**
 * The id of the customer's list in the region, creating it when missing. Customers belong to one
 * region's store, so a customer of another region has no list here.
 */
async function ensureWishlist(tx: Queryable, region: Region, customerId: number): Promise<number> {
  if (!isDatabaseId(customerId)) throw new Refusal(notFound('customer', String(customerId)));
  await tx.execute(sql`
    insert into ${wishlists} (${sql.identifier(wishlists.customerId.name)}, ${sql.identifier(wishlists.region.name)})
    select ${customers.id}, ${customers.region} from ${customers}
    where ${customers.id} = ${customerId} and ${customers.region} = ${region}
    on conflict (${sql.identifier(wishlists.customerId.name)}, ${sql.identifier(wishlists.region.name)}) do nothing
  `);
  const [found] = await tx
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.customerId, customerId), eq(wishlists.region, region)));
  if (found === undefined) throw new Refusal(notFound('customer', String(customerId)));
  return found.id;
}

async function readWishlist(tx: Queryable, wishlistId: number): Promise<Wishlist> {
  const items = await tx
    .select({ productId: wishlistItems.productId, sku: products.sku })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
  return {
    wishlistId: String(wishlistId),
    items: items.map((item) => ({ itemId: String(item.productId), productId: item.productId, sku: item.sku })),
  };
}
