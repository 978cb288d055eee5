import { useSyncExternalStore } from 'react';
import { serverWishlistSnapshot, subscribeWishlist, wishlistSnapshot, type WishlistEntry } from '../wishlist-store';

/** The saved products of this browser, newest first; empty on the server and while hydrating. */
export function useWishlist(): readonly WishlistEntry[] {
  return useSyncExternalStore(subscribeWishlist, wishlistSnapshot, serverWishlistSnapshot);
}

/** Whether a product is saved. */
export function useIsWished(productId: number): boolean {
  return useSyncExternalStore(
    subscribeWishlist,
    () => wishlistSnapshot().some((entry) => entry.productId === productId),
    () => false,
  );
}
