import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { Shopper } from '../../../cart/domain/cart-owner.js';
import { signInRequired, type SignInRequiredError } from '../../../cart/errors.js';
import { wishlistProductsToAdd } from '../../domain/wishlist-merge.js';
import type { Wishlist, WishlistPort } from '../../ports/wishlist.port.js';

export type ManageWishlistError = SignInRequiredError | InfrastructureError;

/**
 * A guest's list (product ids in the guest's order) joined to a customer's: no duplicates, order
 * kept, only what the region sells. `ManageWishlist.merge` and the sign-in join this way.
 */
export function joinGuestWishlist(wishlists: WishlistPort, region: Region, customerId: number, guestProductIds: readonly number[]): ResultAsync<Wishlist, InfrastructureError> {
  return wishlists.getWishlist(region, customerId).andThen((current) => {
    const toAdd = wishlistProductsToAdd(
      current.items.map((item) => item.productId),
      guestProductIds,
    );
    return toAdd.length === 0 ? okAsync(current) : wishlists.joinItems(region, customerId, toAdd);
  });
}

/**
 * The server-side wish list of a signed-in customer. Guests keep theirs in the browser, so every
 * call answers `SIGN_IN_REQUIRED` for them; at sign-in the guest list joins the customer's.
 */
export class ManageWishlist {
  constructor(private readonly wishlists: WishlistPort) {}

  get(region: Region, shopper: Shopper): ResultAsync<Wishlist, ManageWishlistError> {
    return this.forCustomer(shopper, (customerId) => this.wishlists.getWishlist(region, customerId));
  }

  add(region: Region, shopper: Shopper, productId: number): ResultAsync<Wishlist, ManageWishlistError> {
    return this.forCustomer(shopper, (customerId) => this.wishlists.addItem(region, customerId, productId));
  }

  /** Removes a product; one not on the list leaves the list as it is. */
  remove(region: Region, shopper: Shopper, productId: number): ResultAsync<Wishlist, ManageWishlistError> {
    return this.forCustomer(shopper, (customerId) =>
      this.wishlists
        .removeItem(region, customerId, String(productId))
        .orElse((error) => (error.code === 'NOT_FOUND' && error.params.entity === 'wishlist item' ? this.wishlists.getWishlist(region, customerId) : errAsync(error))),
    );
  }

  /** Joins the guest's list (product ids in the guest's order) to the customer's: no duplicates, order kept, only what the region sells. */
  merge(region: Region, shopper: Shopper, guestProductIds: readonly number[]): ResultAsync<Wishlist, ManageWishlistError> {
    return this.forCustomer(shopper, (customerId) => joinGuestWishlist(this.wishlists, region, customerId, guestProductIds));
  }

  private forCustomer(
    shopper: Shopper,
    call: (customerId: number) => ResultAsync<Wishlist, InfrastructureError>,
  ): ResultAsync<Wishlist, ManageWishlistError> {
    return shopper.kind === 'customer' ? call(shopper.customerId) : errAsync(signInRequired());
  }
}
