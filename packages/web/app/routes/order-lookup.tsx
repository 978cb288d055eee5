import { useEffect, useRef } from 'react';
import type { Route } from './+types/order-lookup';
import { WithReference } from '../components/ui/with-reference';
import { OrderDetailView, OrderLookupForms, TaxInvoice, type OrderLookupState } from '../features/orders';
import ordersStyles from '../features/orders/orders.css?url';
import { OrderReturnsSection, ReturnItemsAction } from '../features/returns';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { i18nFor, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { localeOf } from '../lib/my-orders.server';
import { answerOrderLookup, ORDER_LOOKUP_COOKIE, orderLookupCookie, reopenedGuestOrder, type OpenedGuestOrder } from '../lib/order-lookup.server';
import { requestCookie } from '../features/shell';
import { pageUrl } from '../lib/page-url';
import { data } from 'react-router';
import { orderReturnsOf } from '../lib/returns.server';
import { parseLocaleSegment, type Locale } from '@storefront/core/locale';

/** The order texts are the account's (decision 1110), "Return items" the returns': fetched with the page. */
export const handle: TranslationsHandle = { translations: ['account', 'returns'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('account', 'returns')];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ordersStyles }];

/**
 * `/{locale}/order-lookup?order=REF[&view=invoice]`, where the order emails lead a guest: the order
 * number filled in, then email, the code the email carries, and the order (or its invoice first).
 */
/** An opened order with its returns, read with the lookup's grant: a guest follows them here. */
async function withReturns(opened: OpenedGuestOrder, context: Route.LoaderArgs['context'], locale: Locale) {
  return { ...opened, returns: await orderReturnsOf(context, locale, { kind: 'guest', grant: opened.returnGrant }, opened.page.detail.reference) };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params.locale);
  const query = pageUrl(request).searchParams;
  const reference = (query.get('order') ?? '').trim().slice(0, 40);
  // An order the guest opened with the code a little while ago stays open (its grant's cookie).
  const opened = await reopenedGuestOrder(requestCookie(request, ORDER_LOOKUP_COOKIE), context, locale, reference);
  return {
    reference,
    invoiceFirst: query.get('view') === 'invoice',
    opened: opened && (await withReturns(opened, context, locale)),
  };
}

/** The two steps, posted to the page: a code by email, then the order. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params.locale);
  const answer = await answerOrderLookup(request, context, locale);
  if (answer.step !== 'order') return answer;
  // The grant's cookie keeps the order open for a reload.
  return data(await withReturns(answer, context, locale), { headers: { 'Set-Cookie': orderLookupCookie(request, answer.returnGrant) } });
}

/** An order shown to whoever holds the code: never stored by any cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ params }: Route.MetaArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) return [];
  return [{ title: i18nFor(locale).t('account.orderLookup.pageTitle') }, { name: 'robots', content: 'noindex' }];
}

export default function OrderLookupRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = parseLocaleSegment(params.locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = actionData?.step;
  // Each step's answer moves focus to the page's heading, so a screen reader reads the new state.
  useEffect(() => {
    if (step !== undefined) heading.current?.focus();
  }, [step, actionData]);
  if (!locale) return null;
  // The order just opened with the code, or one the grant's cookie keeps open.
  const shown = actionData?.step === 'order' ? actionData : actionData === undefined ? loaderData.opened : undefined;
  const state: OrderLookupState = actionData === undefined || actionData.step === 'order' ? { step: 'request', reference: loaderData.reference } : actionData;
  const order = shown?.page;
  const tag = `${locale.language}-${locale.region}`;
  return (
    <main className="page order-lookup" data-testid="order-lookup">
      <h1 ref={heading} tabIndex={-1}>
        {order ? <WithReference text={t('account.orders.number', { reference: order.detail.reference })} reference={order.detail.reference} /> : t('account.orderLookup.title')}
      </h1>
      {shown && order ? (
        <>
          {loaderData.invoiceFirst && <TaxInvoice invoice={order.detail.invoice} qr={order.qr} language={locale.language} headingLevel={2} />}
          <OrderDetailView
            page={order}
            language={locale.language}
            region={locale.region}
            invoiceHref="#tax-invoice"
            returnAction={shown.returns.canReturnMore ? <ReturnItemsAction locale={tag} orderReference={order.detail.reference} grant={shown.returnGrant} /> : undefined}
            returns={<OrderReturnsSection returns={shown.returns.returns} locale={tag} language={locale.language} region={locale.region} guest />}
          />
          {!loaderData.invoiceFirst && <TaxInvoice invoice={order.detail.invoice} qr={order.qr} language={locale.language} headingLevel={2} />}
        </>
      ) : (
        <OrderLookupForms state={state} />
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
