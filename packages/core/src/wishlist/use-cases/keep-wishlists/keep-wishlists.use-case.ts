import { okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import { addToWishlist, joinToWishlist, removeFromWishlist } from '../../domain/wishlist-changes.js';
import type { Wishlist, WishlistPort } from '../../ports/wishlist.port.js';
import type { WishlistStore } from '../../ports/wishlist-store.port.js';

/**
 * The wish-list calls (`WishlistPort`) by the core's rules over any `WishlistStore`: a product
 * once, in the order added, only what the region sells; each change in the store's unit of work.
 */
export class KeepWishlists implements WishlistPort {
  constructor(private readonly store: WishlistStore) {}

  getWishlist(region: Region, customerId: number): ResultAsync<Wishlist, InfrastructureError> {
    return this.store.read(region, customerId);
  }

  addItem(region: Region, customerId: number, productId: number): ResultAsync<Wishlist, InfrastructureError> {
    return this.store.change(region, customerId, (list, reads) => reads.isSold(productId).andThen((sold) => addToWishlist(list, productId, sold)));
  }

  joinItems(region: Region, customerId: number, productIds: readonly number[]): ResultAsync<Wishlist, InfrastructureError> {
    return this.store.change(region, customerId, (list, reads) =>
      // One read after another: a unit of work's reads share its one connection.
      productIds
        .reduce(
          (sold, productId) => sold.andThen((found) => reads.isSold(productId).map((yes) => (yes ? new Set([...found, productId]) : found))),
          okAsync<ReadonlySet<number>, InfrastructureError>(new Set()),
        )
        .map((sold) => joinToWishlist(list, productIds, sold)),
    );
  }

  removeItem(region: Region, customerId: number, itemId: string): ResultAsync<Wishlist, InfrastructureError> {
    return this.store.change(region, customerId, (list) => removeFromWishlist(list, itemId).asyncAndThen((kept) => okAsync<number[], InfrastructureError>(kept)));
  }
}
