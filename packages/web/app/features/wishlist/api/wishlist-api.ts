import { parseWishlist, type WishlistWire } from '@storefront/contract';
import type { Region } from '@storefront/core/locale';
import { postEnvelope } from '../../../lib/store-api/store-api-envelope';

/** A signed-in customer's wish list as the API answers it (the contract's shape, decision 0016). */
export type ServerWishlist = WishlistWire;

/** The customer side of the wish list (docs/api/cart.md): the signed-in session decides whose list it is. */
export const wishlistApi = {
  get: (region: Region) => postEnvelope('wishlist/get', { region }, parseWishlist),
  add: (region: Region, productId: number) => postEnvelope('wishlist/add', { region, productId }, parseWishlist),
  remove: (region: Region, productId: number) => postEnvelope('wishlist/remove', { region, productId }, parseWishlist),
  /** Joins the guest list to the customer's, once signed in. */
  merge: (region: Region, productIds: readonly number[]) => postEnvelope('wishlist/merge', { region, productIds }, parseWishlist),
};
