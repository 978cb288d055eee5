import { useEffect } from 'react';
import { useAppState } from '../../app-state';
import { forgetCustomerWishlist, readCustomerId, reloadCustomerWishlist, wishlistStorage } from '../../wishlist';
import { clearCustomerRecord, saveCustomerRecord } from './customer-record';

/** Who the server rendered the page for: the signed-in customer of the page's region, or `null` for a guest. */
export interface SessionCustomer {
  readonly id: number;
  readonly firstName: string;
  readonly email: string;
}

/**
 * Keeps the browser's cached customer (`customer`) in step with the session the page was rendered
 * for: a session that ended (idle, absolute lifetime, signed out on another device or in another
 * tab) leaves a guest, whose wish list is the browser's again; a session begun in another tab is
 * cached here too. Renders nothing.
 */
export function SessionSync({ customer }: { readonly customer: SessionCustomer | null }) {
  const id = customer?.id;
  const firstName = customer?.firstName;
  const email = customer?.email;
  const region = useAppState((state) => state.region);
  const language = useAppState((state) => state.language);
  const brand = useAppState((state) => state.brand);
  useEffect(() => {
    const cached = readCustomerId(wishlistStorage());
    if (id === undefined || firstName === undefined || email === undefined) {
      if (cached === undefined) return;
      clearCustomerRecord();
      forgetCustomerWishlist();
      return;
    }
    if (cached === id) return;
    saveCustomerRecord({ id, firstName, email });
    reloadCustomerWishlist({ region, language }).catch((error: unknown) => console.error('Failed to load the wish list:', error));
  }, [id, firstName, email, region, language]);

  // The customer's saved bag, when this browser holds none of this region (spec section 4).
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    // The sign-in code loads only for a signed-in customer, as it does for the sign-in form (decision 0017).
    import('./session-flows')
      .then(({ loadSavedCart }) => loadSavedCart({ locale: { language, region }, brand }, () => current))
      .catch((error: unknown) => console.error('Failed to load the saved cart:', error));
    return () => {
      current = false;
    };
    // The brand only labels the cart's events: a move between brands is not a new reading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, region, language]);
  return null;
}
