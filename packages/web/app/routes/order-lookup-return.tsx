import { useEffect, useRef } from 'react';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/order-lookup-return';
import accountStyles from '../features/account/account.css?url';
import ordersStyles from '../features/orders/orders.css?url';
import { WithReference } from '../components/ui/with-reference';
import { ReturnDetailCard, ReturnForm } from '../features/returns';
import returnsStyles from '../features/returns/returns.css?url';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { i18nFor, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { localeOf } from '../lib/my-orders.server';
import { answerReturnForm } from '../lib/returns.server';
import { parseLocaleSegment } from '@storefront/core/locale';

/** The form's texts and the order texts of the account (decision 1110): fetched with the page. */
export const handle: TranslationsHandle = { translations: ['account', 'returns'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('account', 'returns')];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountStyles },
  { rel: 'stylesheet', href: ordersStyles },
  { rel: 'stylesheet', href: returnsStyles },
];

/**
 * Nothing to show without the lookup's grant, which only a form carries: the page says where to
 * start. (It must not redirect: the action's answer is rendered after this loader runs.)
 */
export function loader({ params }: Route.LoaderArgs) {
  localeOf(params.locale);
  return null;
}

/**
 * `/{locale}/order-lookup/return`, posted only: a guest's return form, opened from the order the
 * lookup showed with its grant, then sent; the confirmation is shown on the spot.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params.locale);
  const answer = await answerReturnForm(request, context, locale, undefined);
  if (answer === null) throw redirect(`/${locale.language}-${locale.region}/order-lookup`);
  return answer;
}

/** A guest's order and return, shown to whoever holds the grant: never stored by any cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ params }: Route.MetaArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) return [];
  return [{ title: i18nFor(locale).t('returns.returnItems') }, { name: 'robots', content: 'noindex' }];
}

export default function OrderLookupReturnRoute({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const locale = parseLocaleSegment(params.locale);
  useEffect(() => {
    if (actionData) heading.current?.focus();
  }, [actionData]);
  if (!locale) return null;
  const tag = `${locale.language}-${locale.region}`;
  if (!actionData) {
    return (
      <main className="page order-lookup" data-testid="return-start-lookup">
        <h1 ref={heading} tabIndex={-1}>
          {t('returns.returnItems')}
        </h1>
        <p>{t('returns.list.guest')}</p>
        <Link className="button" to={`/${tag}/order-lookup`}>
          {t('returns.findOrder')}
        </Link>
      </main>
    );
  }
  if (actionData.kind === 'grant-expired') {
    return (
      <main className="page order-lookup" data-testid="return-grant-expired">
        <h1 ref={heading} tabIndex={-1}>
          {t('returns.returnItems')}
        </h1>
        <p role="alert">{t('returns.grantExpired')}</p>
        <Link className="button" to={`/${tag}/order-lookup?order=${encodeURIComponent(actionData.orderReference)}`}>
          {t('returns.findOrder')}
        </Link>
      </main>
    );
  }
  if (actionData.kind === 'requested') {
    const { detail } = actionData;
    return (
      <main className="page order-lookup" data-testid="return-confirmation">
        <h1 ref={heading} tabIndex={-1}>
          <WithReference text={t('returns.reference', { reference: detail.reference })} reference={detail.reference} />
        </h1>
        <p className="return-confirmation" role="status" data-testid="return-requested">
          <strong>{t('returns.requested')}</strong> <WithReference text={t('returns.requestedText', { reference: detail.reference })} reference={detail.reference} />
        </p>
        <p>{t('returns.guestFollow')}</p>
        <ReturnDetailCard detail={detail} language={locale.language} region={locale.region} />
      </main>
    );
  }
  const reference = actionData.state.view.orderReference;
  return (
    <main className="page order-lookup" data-testid="return-request">
      <h1 ref={heading} tabIndex={-1}>
        <WithReference text={t('returns.formTitle', { reference })} reference={reference} />
      </h1>
      <ReturnForm state={actionData.state} language={locale.language} region={locale.region} />
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
