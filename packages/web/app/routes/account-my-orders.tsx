import type { Route } from './+types/account-my-orders';
import { OrderList } from '../features/orders';
import ordersStyles from '../features/orders/orders.css?url';
import { sessionOf } from '../features/shell';
import { useTranslation } from '../lib/i18n';
import { localeOf, myOrders } from '../lib/my-orders.server';
import { accountEntryMeta } from '../lib/account-page';
import type { AccountHandle } from './account';

export const handle: AccountHandle = { accountEntry: 'my-orders' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ordersStyles }];

/** `/{locale}/account/my-orders`: the signed-in customer's orders, newest first (a guest gets the area's sign-in form). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params.locale);
  return { orders: await myOrders(sessionOf(request), context, locale), locale };
}

export const meta: Route.MetaFunction = accountEntryMeta(handle.accountEntry);

export default function AccountMyOrdersRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { orders, locale } = loaderData;
  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="my-orders">
      <h1 id="account-heading" tabIndex={-1}>
        {t('account.entries.my-orders')}
      </h1>
      {orders && <OrderList orders={orders} locale={`${locale.language}-${locale.region}`} language={locale.language} region={locale.region} />}
    </section>
  );
}
