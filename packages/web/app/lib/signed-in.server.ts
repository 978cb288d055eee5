// Loaders only (a `.server` module never reaches the browser): who is signed in, read through the
// core's use cases that the load context hands over (decision 0015), never a port.
import { CUSTOMER_TITLES, type AccountWire, type CustomerTitle } from '@storefront/contract';
import type { Customer, AccountPage } from '@storefront/core/customer';
import type { Locale } from '@storefront/core/locale';
import type { RouterContextProvider } from 'react-router';
import { storefrontContext } from './load-context';
import { pageError } from './page-error';

type LoaderContext = Readonly<RouterContextProvider>;

// The layout and the page ask for the same request: the session is read once.
const resolved = new WeakMap<Request, Promise<Customer | undefined>>();

/** Who signs in with a session: the page's request and its `storefront_session` cookie (`SESSION_COOKIE`). */
export interface SessionRequest {
  readonly request: Request;
  readonly token: string | undefined;
}

/**
 * The customer the request's session cookie signs in to the page's region, or `undefined` for a
 * guest (no cookie, an ended or expired session, another region's session). When the session store
 * cannot answer, the page renders as a guest's and the failure is logged.
 */
export function signedInCustomer({ request, token }: SessionRequest, context: LoaderContext, locale: Locale): Promise<Customer | undefined> {
  let pending = resolved.get(request);
  if (!pending) {
    pending =
      token === undefined
        ? Promise.resolve(undefined)
        : context
            .get(storefrontContext)
            .resolveSignedInCustomer.execute(token, locale.region)
            .match(
              (customer) => customer,
              (error) => {
                console.error('Failed to read the session:', error);
                return undefined;
              },
            );
    resolved.set(request, pending);
  }
  return pending;
}

function titleOf(title: string | undefined): CustomerTitle | undefined {
  return CUSTOMER_TITLES.find((known) => known === title);
}

/** The account pages' data as the API's `/api/account` answers it (the contract's shape). */
function accountWireOf(page: AccountPage): AccountWire {
  const { title, ...customer } = page.customer;
  const known = titleOf(title);
  return {
    customer: { ...customer, ...(known ? { title: known } : {}) },
    addresses: page.addresses.map((address) => ({ ...address })),
    wishlistCount: page.wishlistCount,
    cartId: page.savedCartId ?? null,
  };
}

/**
 * The account of the signed-in customer of the page's region, or `undefined` for a guest. A store
 * that cannot answer is the page's 503, not a sign-in form.
 */
export async function signedInAccount(session: SessionRequest, context: LoaderContext, locale: Locale): Promise<AccountWire | undefined> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return undefined;
  const page = await context.get(storefrontContext).viewAccount.execute(locale.region, customer.id);
  if (page.isErr()) throw pageError(page.error);
  return accountWireOf(page.value);
}
