import { err, ok, type Result } from 'neverthrow';
import { notFound, type InfrastructureError } from '../../shared/errors.js';
import type { Wishlist } from '../ports/wishlist.port.js';
import { mergeWishlistProducts } from './wishlist-merge.js';

/**
 * The products a list holds after adding `productIds`: those already there stay where they are,
 * new ones follow in the order given, each product once. `sold` says which of them the region's
 * store sells: the first one it does not sell is `NOT_FOUND` and nothing is added.
 */
export function addToWishlist(list: Wishlist, productIds: readonly number[], sold: ReadonlySet<number>): Result<number[], InfrastructureError> {
  const unsold = productIds.find((productId) => !sold.has(productId));
  if (unsold !== undefined) return err(notFound('product', String(unsold)));
  return ok(mergeWishlistProducts(list.items.map((item) => item.productId), productIds));
}

/** The products a list holds after removing one item; an item not on it is `NOT_FOUND`. */
export function removeFromWishlist(list: Wishlist, itemId: string): Result<number[], InfrastructureError> {
  const kept = list.items.filter((item) => item.itemId !== itemId);
  return kept.length === list.items.length ? err(notFound('wishlist item', itemId)) : ok(kept.map((item) => item.productId));
}
