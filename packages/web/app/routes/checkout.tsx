import { data } from 'react-router';
import { parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/checkout';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { CheckoutPageBody } from '../features/checkout';
import checkoutStyles from '../features/checkout/checkout.css?url';
import accountStyles from '../features/account/account.css?url';
import { sessionOf } from '../features/shell';
import { i18nFor, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { pageUrl } from '../lib/page-url';
import { QueryProvider } from '../lib/query-provider';
import { signedInAccount } from '../lib/signed-in.server';
import { useHydrated } from '../lib/use-hydrated';

/** The checkout's texts, and the account's field labels it shares (decision 1110). */
export const handle: TranslationsHandle = { translations: ['account', 'checkout'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('account', 'checkout')];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: checkoutStyles },
];

/** A cart id as the cart's `checkout_url` carries it. */
const CART_ID = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * `/{locale}/checkout?cartId=…`, the cart's `checkout_url`: the server renders the frame and, for a
 * signed-in customer, their email and saved addresses; the steps run in the browser against the API.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const query = pageUrl(request).searchParams;
  const cartId = query.get('cartId') ?? '';
  const account = await signedInAccount(sessionOf(request), context, locale);
  return {
    title: i18nFor(locale).t('checkout.title'),
    cartId: CART_ID.test(cartId) ? cartId : null,
    customer: account ? { email: account.customer.email, addresses: account.addresses } : null,
    focusPayment: query.get('step') === 'payment',
  };
}

/** A shopper's own page: never stored by any cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.title }] : []), { name: 'robots', content: 'noindex' }];
}

export default function CheckoutRoute({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <main className="page checkout-page" data-testid="checkout-page">
      <h1>{t('checkout.title')}</h1>
      {loaderData.cartId === null ? (
        <div className="checkout-problem" data-testid="checkout-problem">
          <p>{t('errors.CART_NOT_FOUND')}</p>
          <a className="button" href={`/${params.locale}/cart`}>
            {t('checkout.backToBag')}
          </a>
        </div>
      ) : hydrated ? (
        <QueryProvider>
          <CheckoutPageBody cartId={loaderData.cartId} customer={loaderData.customer} focusPayment={loaderData.focusPayment} />
        </QueryProvider>
      ) : (
        <p role="status">{t('checkout.loading')}</p>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
