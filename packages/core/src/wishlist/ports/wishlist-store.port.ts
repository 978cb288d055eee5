import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { Wishlist } from './wishlist.port.js';

export const WishlistStore = Symbol.for('storefront.WishlistStore');

/** The catalogue facts a wish-list change may need, read inside its unit of work. */
export interface WishlistReads {
  /** Whether the region's store sells the product (it has a price there). */
  isSold(productId: number): ResultAsync<boolean, InfrastructureError>;
}

/** A change of one wish list: the products it should hold next, in order. A refusal rolls it back. */
export type WishlistWork<E> = (list: Wishlist, reads: WishlistReads) => ResultAsync<readonly number[], E>;

/**
 * Where wish lists are kept: storage with a unit of work, and no rule of its own (`KeepWishlists`
 * holds them). One list per customer and region, made on first use; a customer who is not one of
 * the region's store has none (`NOT_FOUND` customer).
 */
export interface WishlistStore {
  /** The customer's list, created empty on first use, items in the order they were added. */
  read(region: Region, customerId: number): ResultAsync<Wishlist, InfrastructureError>;
  /**
   * One change in one transaction: locks the customer's list (made on first use), hands it to
   * `work`, keeps the products `work` returns (new ones after the others, in the order given;
   * those left out removed) and answers the list as saved. A refusal from `work` changes nothing.
   */
  change<E>(region: Region, customerId: number, work: WishlistWork<E>): ResultAsync<Wishlist, E | InfrastructureError>;
}
