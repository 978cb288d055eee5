import { data } from 'react-router';
import { parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/cart';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { restoreRequestOf, CartPageBody } from '../features/cart';
import { i18nFor, useTranslation } from '../lib/i18n';
import { pageUrl } from '../lib/page-url';
import { QueryProvider } from '../lib/query-provider';
import { useHydrated } from '../lib/use-hydrated';
import cartStyles from '../features/cart/cart.css?url';
import { errorPageMeta } from '../lib/seo';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }];

/**
 * `/{locale}/cart` and `/{locale}/miss-l/cart`: the server renders the page's frame; the cart itself
 * lives with the browser (its id in storage, its token in an httpOnly cookie) and loads there.
 * `?cartId=…&order_id=…&token=…` is an abandoned-cart restore link.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  return { title: i18nFor(locale.language).t('cart.heading'), restore: restoreRequestOf(pageUrl(request).searchParams) };
}

/** A shopper's own page: never stored by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ data: loaderData, error, params }: Route.MetaArgs) {
  return [
    ...(loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : errorPageMeta(error, params.locale)),
    // A restore link's token never travels on in a Referer header.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <main className="page cart-page" data-testid="cart-page">
      <h1>{t('cart.heading')}</h1>
      {hydrated ? (
        <QueryProvider>
          <CartPageBody restore={loaderData.restore} />
        </QueryProvider>
      ) : (
        <p role="status">{t('cart.loading')}</p>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
