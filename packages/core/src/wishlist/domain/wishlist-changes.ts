import { err, ok, type Result } from 'neverthrow';
import { notFound, type InfrastructureError } from '../../shared/errors.js';
import type { Wishlist } from '../ports/wishlist.port.js';
import { mergeWishlistProducts } from './wishlist-merge.js';

/**
 * The products a list holds after adding one: those already there stay where they are, the new one
 * follows. `sold` says whether the region's store sells it: one it does not sell is `NOT_FOUND`.
 */
export function addToWishlist(list: Wishlist, productId: number, sold: boolean): Result<number[], InfrastructureError> {
  if (!sold) return err(notFound('product', String(productId)));
  return ok(mergeWishlistProducts(list.items.map((item) => item.productId), [productId]));
}

/**
 * The products a list holds after joining `productIds` to it (a guest's list, at sign-in): those
 * already there stay where they are, the others follow in the order given, each product once. Only
 * those the region's store sells (`sold`) join: a guest's list is kept in the browser across the
 * stores, and a piece one store does not sell is no reason to lose the others (decision 1390).
 */
export function joinToWishlist(list: Wishlist, productIds: readonly number[], sold: ReadonlySet<number>): number[] {
  return mergeWishlistProducts(
    list.items.map((item) => item.productId),
    productIds.filter((productId) => sold.has(productId)),
  );
}

/** The products a list holds after removing one item; an item not on it is `NOT_FOUND`. */
export function removeFromWishlist(list: Wishlist, itemId: string): Result<number[], InfrastructureError> {
  const kept = list.items.filter((item) => item.itemId !== itemId);
  return kept.length === list.items.length ? err(notFound('wishlist item', itemId)) : ok(kept.map((item) => item.productId));
}
