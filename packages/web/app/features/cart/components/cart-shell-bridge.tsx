import { useEffect } from 'react';
import { loadedQueryClient, loadQueryClient } from '../../../lib/server-state';
import { useAppState } from '../../app-state';
import { useShellActions, onShellSignal } from '../../shell';
import { refreshCustomerWishlist, subscribeWishlist, wishlistSnapshot } from '../../wishlist';
import { browserCartStorage, CART_KEYS, hasStoredCart, readCartCounter } from '../cart-keys';

/**
 * Mounted once inside the shell: turns cart and wish list signals into shell actions (badges, the
 * mini-cart opened by a cart event, toasts), shows the stored counts at once, then reconciles the
 * stored cart with the server. The cart code and the query cache load only when a cart is stored.
 */
export function CartShellBridge() {
  const actions = useShellActions();
  const region = useAppState((state) => state.region);
  const locale = useAppState((state) => state.locale);
  const brand = useAppState((state) => state.brand);
  const language = useAppState((state) => state.language);

  useEffect(
    () =>
      onShellSignal((signal) => {
        switch (signal.kind) {
          case 'cart-count':
            actions.setCartCount(signal.count);
            break;
          case 'wishlist-count':
            actions.setWishlistCount(signal.count);
            break;
          case 'cart-added':
            actions.open('mini-cart', 'cart-event');
            break;
          case 'toast':
            actions.toast(signal.message, signal.tone);
            break;
        }
      }),
    [actions],
  );

  useEffect(() => {
    const update = () => actions.setWishlistCount(wishlistSnapshot().length);
    update();
    return subscribeWishlist(update);
  }, [actions]);

  useEffect(() => {
    refreshCustomerWishlist(region).catch((error: unknown) => console.error('Failed to load the wish list:', error));
  }, [region]);

  // The guest cart of spec section 4: the stored count first, then the server's cart for this region.
  // Another tab's change of the cart (the guest record in local storage) reconciles this one too.
  useEffect(() => {
    // A region is a separate store: carts cached for the others are forgotten with their storage;
    // a cart read in the other language has the other language's names and links.
    loadedQueryClient()?.removeQueries({ queryKey: ['cart'], predicate: (query) => query.queryKey[1] !== region || query.queryKey[2] !== language });
    const storage = browserCartStorage();
    actions.setCartCount(readCartCounter(storage, region));
    let stopped = false;
    const reconcile = () => {
      if (!hasStoredCart(storage)) {
        loadedQueryClient()?.setQueryData(['cart', region, language], null);
        actions.setCartCount(0);
        return;
      }
      Promise.all([import('../cart-actions'), loadQueryClient()])
        .then(([{ cartQueryKey, fetchCart }, queryClient]) =>
          // The shopper may have changed region or language while the cart code loaded: this
          // page's reading is no longer wanted, and the new page reads its own.
          stopped
            ? undefined
            : queryClient.fetchQuery({
                queryKey: cartQueryKey(region, language),
                queryFn: ({ signal }) => fetchCart({ region, locale, brand, language }, signal),
                staleTime: 0,
              }),
        )
        .catch((error: unknown) => {
          if (!stopped) console.error('Failed to initialize guest cart:', error);
        });
    };
    if (hasStoredCart(storage)) reconcile();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_KEYS.guestRecord || event.key === null) reconcile();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopped = true;
      window.removeEventListener('storage', onStorage);
    };
    // The cart belongs to the region and is read in the page's language (its names and links);
    // the brand only labels events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [region, language, actions]);

  return null;
}
