import { data } from 'react-router';
import { parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/checkout-return';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { CheckoutReturnBody } from '../features/checkout';
import checkoutStyles from '../features/checkout/checkout.css?url';
import { sessionOf } from '../features/shell';
import { i18nFor, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { pageUrl } from '../lib/page-url';
import { QueryProvider } from '../lib/query-provider';
import { signedInCustomer } from '../lib/signed-in.server';
import { useHydrated } from '../lib/use-hydrated';

export const handle: TranslationsHandle = { translations: ['checkout'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('checkout')];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStyles }];

/** An attempt's id as the return address carries it. */
const ATTEMPT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/{locale}/checkout/return?attempt=…`, where the provider's page (and a placed order) sends the
 * shopper: the browser asks the API where the attempt stands and shows the confirmation or why not.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const attempt = pageUrl(request).searchParams.get('attempt') ?? '';
  if (!ATTEMPT.test(attempt)) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const customer = await signedInCustomer(sessionOf(request), context, locale);
  return { title: i18nFor(locale).t('checkout.return.title'), attempt, customer: customer !== undefined };
}

/** A shopper's own order: never stored by any cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.title }] : []), { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }];
}

export default function CheckoutReturnRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <main className="page checkout-page checkout-return" data-testid="checkout-return">
      {hydrated ? (
        <QueryProvider>
          <CheckoutReturnBody attemptId={loaderData.attempt} customer={loaderData.customer} />
        </QueryProvider>
      ) : (
        <p role="status">{t('checkout.return.checking')}</p>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
