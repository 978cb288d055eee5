import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';

export const WishlistPort = Symbol.for('storefront.WishlistPort');

export interface WishlistItem {
  readonly itemId: string;
  readonly productId: number;
  readonly sku: string;
}

export interface Wishlist {
  readonly wishlistId: string;
  readonly items: readonly WishlistItem[];
}

/**
 * A customer's wish list in one region's store, as drivers and use cases call it. The core
 * implements it (`KeepWishlists`) over a `WishlistStore`, which an engine provides (decision 0012).
 */
export interface WishlistPort {
  /** The customer's wish list, created empty on first use. */
  getWishlist(region: Region, customerId: number): ResultAsync<Wishlist, InfrastructureError>;
  /** Adds a product; adding one already there changes nothing, and one the region does not sell is `NOT_FOUND`. */
  addItem(region: Region, customerId: number, productId: number): ResultAsync<Wishlist, InfrastructureError>;
  /**
   * Joins several products (a guest's list) in the order given, in one transaction; products already
   * there stay where they are, and those the region does not sell are left out.
   */
  joinItems(region: Region, customerId: number, productIds: readonly number[]): ResultAsync<Wishlist, InfrastructureError>;
  /** Removes an item. */
  removeItem(region: Region, customerId: number, itemId: string): ResultAsync<Wishlist, InfrastructureError>;
}
