import type { Route } from './+types/account-payment-methods';
import { PaymentMethodsPage } from '../features/account';
import { sessionOf } from '../features/shell';
import { accountEntryMeta } from '../lib/account-page';
import { localeOf } from '../lib/my-orders.server';
import { mySavedCards } from '../lib/saved-cards.server';
import type { AccountHandle } from './account';

export const handle: AccountHandle = { accountEntry: 'payment-methods' };

/** `/{locale}/account/payment-methods`: the signed-in customer's saved cards in this region (a guest gets the area's sign-in form). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return { cards: await mySavedCards(sessionOf(request), context, localeOf(params.locale)) };
}

export const meta: Route.MetaFunction = accountEntryMeta(handle.accountEntry);

export default function AccountPaymentMethodsRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.cards && <PaymentMethodsPage cards={loaderData.cards} />;
}
