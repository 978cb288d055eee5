import { Link } from 'react-router';
import type { Route } from './+types/account-my-returns';
import { formatOrderDate } from '../features/orders';
import ordersStyles from '../features/orders/orders.css?url';
import { ReturnItemsAction, ReturnList } from '../features/returns';
import returnsStyles from '../features/returns/returns.css?url';
import { sessionOf } from '../features/shell';
import { translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { accountEntryMeta } from '../lib/account-page';
import { localeOf } from '../lib/my-orders.server';
import { myReturns, myStartableReturns } from '../lib/returns.server';
import type { AccountHandle } from './account';

export const handle: AccountHandle & TranslationsHandle = { accountEntry: 'my-returns', translations: ['returns'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('returns')];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: ordersStyles },
  { rel: 'stylesheet', href: returnsStyles },
];

/**
 * `/{locale}/account/my-returns`: the customer's returns, newest first, and the orders a return can
 * start from now, as the core decides them (the help centre's "return an item online"); a guest gets
 * the area's sign-in form.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params.locale);
  const session = sessionOf(request);
  const [returns, startable] = await Promise.all([myReturns(session, context, locale), myStartableReturns(session, context, locale)]);
  return { returns, startable: startable ?? [], locale };
}

export const meta: Route.MetaFunction = accountEntryMeta(handle.accountEntry);

export default function AccountMyReturnsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { returns, startable, locale } = loaderData;
  const tag = `${locale.language}-${locale.region}`;
  if (!returns) return null;
  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="my-returns">
      <h1 id="account-heading" tabIndex={-1}>
        {t('account.entries.my-returns')}
      </h1>
      <ReturnList returns={returns} locale={tag} language={locale.language} region={locale.region} />
      <section id="return-an-item" className="return-start" aria-labelledby="return-start-heading" data-testid="return-start">
        <h2 id="return-start-heading">{t('returns.start.title')}</h2>
        {startable.length === 0 ? (
          <p>{t('returns.start.none')}</p>
        ) : (
          <ul className="return-start__orders">
            {startable.map((order) => (
              <li key={order.reference} className="return-start__order" data-testid="returnable-order">
                <span>
                  <bdi>{t('account.orders.number', { reference: order.reference })}</bdi>
                  {' · '}
                  <time dateTime={order.placedAt.toISOString()}>{formatOrderDate(order.placedAt, locale.language, locale.region)}</time>
                </span>
                <ReturnItemsAction locale={tag} orderReference={order.reference} />
              </li>
            ))}
          </ul>
        )}
        <p>
          {t('returns.list.guest')} <Link to={`/${tag}/order-lookup`}>{t('returns.findOrder')}</Link>
        </p>
      </section>
    </section>
  );
}
