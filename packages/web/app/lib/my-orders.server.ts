// Loaders only (a `.server` module never reaches the browser): My Orders read through the core's
// use cases for the customer the session signs in (decision 1040), never a port.
import { data, type RouterContextProvider } from 'react-router';
import { parseLocaleSegment, type Locale } from '@storefront/core/locale';
import type { OrderListItem } from '@storefront/core/order';
import type { OrderPageData } from './order-page';
import { storefrontContext } from './load-context';
import { orderPageOf } from './orders.server';
import { pageError } from './page-error';
import { signedInCustomer, type SessionRequest } from './signed-in.server';

type LoaderContext = Readonly<RouterContextProvider>;

/** The page's locale, or the page's 404. */
export function localeOf(segment: string | undefined): Locale {
  const locale = parseLocaleSegment(segment);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  return locale;
}

/** The signed-in customer's orders in the page's region, newest first; `null` for a guest (the account area shows the sign-in form). */
export async function myOrders(session: SessionRequest, context: LoaderContext, locale: Locale): Promise<readonly OrderListItem[] | null> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return null;
  const orders = await context.get(storefrontContext).viewOrders.list({ region: locale.region, customerId: customer.id });
  if (orders.isErr()) throw pageError(orders.error);
  return orders.value;
}

/**
 * One of the signed-in customer's orders with its invoice; `null` for a guest. Another customer's
 * order, or none of that number, is the page's 404 (decision 1211).
 */
export async function myOrder(session: SessionRequest, context: LoaderContext, locale: Locale, reference: string): Promise<OrderPageData | null> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return null;
  const detail = await context.get(storefrontContext).viewOrders.detail({ region: locale.region, customerId: customer.id, reference, language: locale.language });
  if (detail.isErr()) throw pageError(detail.error);
  return orderPageOf(detail.value, locale.language);
}

/** An order page's data (the order's page and its invoice): the page's locale and one of the signed-in customer's orders, `null` for a guest. */
export async function myOrderPage(
  session: SessionRequest,
  context: LoaderContext,
  params: { readonly locale?: string | undefined; readonly reference: string },
): Promise<{ readonly page: OrderPageData | null; readonly locale: Locale }> {
  const locale = localeOf(params.locale);
  return { page: await myOrder(session, context, locale, params.reference), locale };
}
