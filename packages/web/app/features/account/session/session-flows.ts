import { formatLocale, type Locale } from '@storefront/core/locale';
import { readGuestCartRecord } from '@storefront/core/cart';
import type { SignInBody, SignedInWire } from '@storefront/contract';
import { loadQueryClient } from '../../../lib/server-state';
import { adoptCustomerWishlist, forgetCustomerWishlist, guestWishlistIds } from '../../wishlist';
import type { Brand } from '@storefront/core/locale';
import { accountApi, accountKeys } from '../api/account-api';
import { clearCustomerRecord, saveCustomerRecord } from './customer-record';

/** Where the shopper is when signing in or out: the session and the cart are the region's. */
export interface SessionScope {
  readonly locale: Locale;
  readonly brand: Brand;
}

async function cartSession() {
  return import('../../cart/lazy/cart-session');
}

/** The guest cart record of browser storage, as the sign-in sends it to be merged; none for another region's. */
async function guestCartOf(scope: SessionScope): Promise<SignInBody['guestCart']> {
  const { browserCartStorage, CART_KEYS } = await cartSession();
  try {
    const raw = browserCartStorage()?.local.getItem(CART_KEYS.guestRecord);
    const record = readGuestCartRecord(raw ? (JSON.parse(raw) as unknown) : undefined);
    if (!record || record.region !== scope.locale.region) return undefined;
    return { cartId: record.cartId, timestamp: record.timestamp, region: record.region, locale: formatLocale(record.locale) };
  } catch {
    return undefined;
  }
}

function cartScope(scope: SessionScope) {
  return { region: scope.locale.region, locale: formatLocale(scope.locale), brand: scope.brand, language: scope.locale.language };
}

/**
 * The spec's sign-in sequence, in the browser (section 4): email, password and region go to the
 * secure sign-in with the guest cart and wish list, which the server merges by the core's rules;
 * then the customer is cached, the wish list and the cart the server names are loaded. A refusal
 * (`INVALID_CREDENTIALS`, `EMAIL_NOT_VERIFIED`, …) rejects with its code before anything changes.
 * A failure to load the cart or the list afterwards is logged: the sign-in stands.
 */
export async function signIn(scope: SessionScope, email: string, password: string): Promise<{ readonly signedIn: SignedInWire; readonly checkoutUrl?: string }> {
  const [guestCart, guestWishlist] = await Promise.all([guestCartOf(scope), guestWishlistIds()]);
  const signedIn = await accountApi.signIn({
    region: scope.locale.region,
    email,
    password,
    ...(guestCart ? { guestCart } : {}),
    ...(guestWishlist.length > 0 ? { guestWishlist: [...guestWishlist] } : {}),
  });
  saveCustomerRecord(signedIn.customer);
  const [{ adoptCart }, queryClient] = await Promise.all([cartSession(), loadQueryClient()]);
  queryClient.removeQueries({ queryKey: ['account'] });
  const [cart] = await Promise.all([
    adoptCart(queryClient, cartScope(scope), signedIn.cartId).catch((error: unknown) => {
      // Spec section 8: a cart that cannot be loaded is logged, and the sign-in goes on.
      console.error('Failed to load the cart after signing in:', error);
      return null;
    }),
    adoptCustomerWishlist(signedIn.wishlist, { region: scope.locale.region, language: scope.locale.language }).catch((error: unknown) =>
      console.error('Failed to load the wish list after signing in:', error),
    ),
  ]);
  const checkoutUrl = cart?.redirect_urls?.checkout_url;
  return checkoutUrl === undefined ? { signedIn } : { signedIn, checkoutUrl };
}

/**
 * A signed-in customer's bag is their saved cart (spec section 4: a customer's cart id is the saved
 * attribute first). When a page of the store opens, the account's saved cart is read: a browser that holds no cart of
 * this region (a first visit from this device, or after a visit to another region dropped its
 * record) loads it, and one that holds another (a newer bag made on another device) takes it over.
 * `current` says whether the page still wants the answer (the shopper may have moved on meanwhile).
 */
export async function loadSavedCart(scope: SessionScope, current: () => boolean): Promise<void> {
  const { followSavedCart } = await cartSession();
  const { cartId } = await accountApi.account(scope.locale.region);
  if (!current()) return;
  await followSavedCart(await loadQueryClient(), cartScope(scope), cartId);
}

/**
 * The spec's sign-out (section 4): the server ends the session and answers the cart the browser
 * keeps as a guest's; the cached customer and their wish list are forgotten, that cart restored.
 * The browser forgets the customer even when the server cannot be reached. `everywhere` ends every
 * session of the account, on every device.
 */
export async function signOut(scope: SessionScope, everywhere = false): Promise<void> {
  const end = everywhere ? accountApi.signOutEverywhere : accountApi.signOut;
  const answer = await end(scope.locale.region).catch((error: unknown) => {
    console.error('Failed to end the session:', error);
    return { guestCartId: null };
  });
  clearCustomerRecord();
  forgetCustomerWishlist();
  const [{ adoptCart }, queryClient] = await Promise.all([cartSession(), loadQueryClient()]);
  queryClient.removeQueries({ queryKey: accountKeys.account(scope.locale.region) });
  await adoptCart(queryClient, cartScope(scope), answer.guestCartId).catch((error: unknown) => console.error('Failed to restore the guest cart:', error));
}
