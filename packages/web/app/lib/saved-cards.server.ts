// Loaders only (a `.server` module never reaches the browser): the account's payment methods read
// through the core's use case for the customer the session signs in, never a port.
import type { RouterContextProvider } from 'react-router';
import type { SavedCardWire } from '@storefront/contract';
import type { SavedCard } from '@storefront/core/checkout';
import type { Locale } from '@storefront/core/locale';
import { storefrontContext } from './load-context';
import { pageError } from './page-error';
import { signedInCustomer, type SessionRequest } from './signed-in.server';

type LoaderContext = Readonly<RouterContextProvider>;

/** A saved card as the browser sees it (the API's `SavedCard` shape): never the provider's token. */
export function savedCardWireOf(card: SavedCard): SavedCardWire {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    isDefault: card.isDefault,
    savedAt: card.savedAt.toISOString(),
  };
}

/** The signed-in customer's saved cards in the page's region, newest first; `null` for a guest (the account area shows the sign-in form). */
export async function mySavedCards(session: SessionRequest, context: LoaderContext, locale: Locale): Promise<readonly SavedCardWire[] | null> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return null;
  const cards = await context.get(storefrontContext).manageSavedCards.list(locale.region, customer.id);
  if (cards.isErr()) throw pageError(cards.error);
  return cards.value.map(savedCardWireOf);
}
