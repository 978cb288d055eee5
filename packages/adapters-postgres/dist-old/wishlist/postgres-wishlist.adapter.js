import { and, asc, eq, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { notFound, unavailable, } from '@storefront/core';
import { customers, productPrices, products, wishlistItems, wishlists } from '../database/schema/index.js';
/** A typed refusal raised inside a transaction so that it rolls back; it never leaves the adapter. */
class Refusal extends Error {
    error;
    constructor(error) {
        super(error.code);
        this.error = error;
    }
}
function toPortError(cause) {
    return cause instanceof Refusal ? cause.error : unavailable('wishlist');
}
const MAX_INTEGER = 2_147_483_647;
function isDatabaseId(id) {
    return Number.isInteger(id) && id > 0 && id <= MAX_INTEGER;
}
/** An item is named by its product: a wish list holds each product once. */
function productIdOfItem(itemId) {
    if (!/^[1-9][0-9]{0,9}$/.test(itemId))
        return undefined;
    const id = Number(itemId);
    return isDatabaseId(id) ? id : undefined;
}
/**
 * The wish-list port on the built-in engine: one list per customer and region, made on first use.
 * Each call runs in one transaction; the list is created with `on conflict do nothing`, so two
 * first visits at the same moment end with the same list.
 */
export class PostgresWishlist {
    db;
    constructor(db) {
        this.db = db;
    }
    getWishlist(region, customerId) {
        return this.run(async (tx) => readWishlist(tx, await ensureWishlist(tx, region, customerId)));
    }
    addItem(region, customerId, productId) {
        return this.addItems(region, customerId, [productId]);
    }
    addItems(region, customerId, productIds) {
        return this.run(async (tx) => {
            const wishlistId = await ensureWishlist(tx, region, customerId);
            for (const productId of productIds) {
                await requireSoldInRegion(tx, region, productId);
                // One statement per product, each stamped by the wall clock, keeps the order given.
                await tx
                    .insert(wishlistItems)
                    .values({ wishlistId, productId, addedAt: sql `clock_timestamp()` })
                    .onConflictDoNothing({ target: [wishlistItems.wishlistId, wishlistItems.productId] });
            }
            return readWishlist(tx, wishlistId);
        });
    }
    removeItem(region, customerId, itemId) {
        return this.run(async (tx) => {
            const wishlistId = await ensureWishlist(tx, region, customerId);
            const productId = productIdOfItem(itemId);
            const removed = productId === undefined
                ? []
                : await tx
                    .delete(wishlistItems)
                    .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.productId, productId)))
                    .returning({ productId: wishlistItems.productId });
            if (removed.length === 0)
                throw new Refusal(notFound('wishlist item', itemId));
            return readWishlist(tx, wishlistId);
        });
    }
    run(work) {
        return ResultAsync.fromPromise(this.db.transaction((tx) => work(tx)), toPortError);
    }
}
/** Only products the region's store sells can be wished for there. */
async function requireSoldInRegion(tx, region, productId) {
    const sold = isDatabaseId(productId)
        ? await tx
            .select({ id: productPrices.productId })
            .from(productPrices)
            .where(and(eq(productPrices.productId, productId), eq(productPrices.region, region)))
        : [];
    if (sold.length === 0)
        throw new Refusal(notFound('product', String(productId)));
}
/**
 * The id of the customer's list in the region, creating it when missing. Customers belong to one
 * region's store, so a customer of another region has no list here.
 */
async function ensureWishlist(tx, region, customerId) {
    if (!isDatabaseId(customerId))
        throw new Refusal(notFound('customer', String(customerId)));
    await tx.execute(sql `
    insert into ${wishlists} (${sql.identifier(wishlists.customerId.name)}, ${sql.identifier(wishlists.region.name)})
    select ${customers.id}, ${customers.region} from ${customers}
    where ${customers.id} = ${customerId} and ${customers.region} = ${region}
    on conflict (${sql.identifier(wishlists.customerId.name)}, ${sql.identifier(wishlists.region.name)}) do nothing
  `);
    const [found] = await tx
        .select({ id: wishlists.id })
        .from(wishlists)
        .where(and(eq(wishlists.customerId, customerId), eq(wishlists.region, region)));
    if (found === undefined)
        throw new Refusal(notFound('customer', String(customerId)));
    return found.id;
}
async function readWishlist(tx, wishlistId) {
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
//# sourceMappingURL=postgres-wishlist.adapter.js.map