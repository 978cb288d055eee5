import { Link } from 'react-router';
import type { Route } from './+types/account-order';
import { WithReference } from '../components/ui/with-reference';
import { OrderDetailView, orderHref } from '../features/orders';
import { OrderReviewLink } from '../features/reviews';
import ordersStyles from '../features/orders/orders.css?url';
import { OrderReturnsSection, ReturnItemsAction } from '../features/returns';
import { sessionOf } from '../features/shell';
import { translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { myOrderPage } from '../lib/my-orders.server';
import { myOrderReturns } from '../lib/returns.server';
import { orderReviewTargets } from '../lib/reviews.server';
import { accountPageMeta } from '../lib/account-page';
import type { AccountHandle } from './account';

/** The review links' (decision 1343) and the return action's (decision 1350) texts come with the page. */
export const handle: AccountHandle & TranslationsHandle = { accountEntry: 'my-orders', translations: ['reviews', 'returns'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('reviews', 'returns')];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ordersStyles }];

/** `/{locale}/account/orders/{reference}`, where the order emails lead a customer: one of their orders (404 for any other). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const session = sessionOf(request);
  const order = await myOrderPage(session, context, params);
  // "Write a review" under each line of a delivered order (the core decides which).
  const reviews = order.page ? await orderReviewTargets(session, context, order.locale, order.page.detail) : [];
  // The order's returns, and whether "Return items" still has something to offer (the core decides).
  const returns = order.page ? await myOrderReturns(session, context, order.locale, order.page.detail.reference) : null;
  return { ...order, reviews, returns };
}

export const meta: Route.MetaFunction = accountPageMeta((t, params) => t('account.orders.number', { reference: params.reference }));

export default function AccountOrderRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, locale } = loaderData;
  const tag = `${locale.language}-${locale.region}`;
  if (!page) return null;
  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="my-order">
      <p>
        <Link to={`/${tag}/account/my-orders`}>{t('account.orders.back')}</Link>
      </p>
      <h1 id="account-heading" tabIndex={-1}>
        <WithReference text={t('account.orders.number', { reference: page.detail.reference })} reference={page.detail.reference} />
      </h1>
      <OrderDetailView
        page={page}
        language={locale.language}
        region={locale.region}
        invoiceHref={orderHref(tag, page.detail.reference, true)}
        lineExtra={(line) => <OrderReviewLink target={loaderData.reviews.find((target) => target.productId === line.productId)} localeTag={tag} />}
        returnAction={loaderData.returns?.canReturnMore ? <ReturnItemsAction locale={tag} orderReference={page.detail.reference} /> : undefined}
        returns={loaderData.returns && <OrderReturnsSection returns={loaderData.returns.returns} locale={tag} language={locale.language} region={locale.region} guest={false} />}
      />
    </section>
  );
}
