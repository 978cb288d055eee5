import { Link } from 'react-router';
import type { Route } from './+types/account-order-invoice';
import { TaxInvoice, orderHref } from '../features/orders';
import ordersStyles from '../features/orders/orders.css?url';
import { sessionOf } from '../features/shell';
import { useTranslation } from '../lib/i18n';
import { myOrderPage } from '../lib/my-orders.server';
import { accountPageMeta } from '../lib/account-page';
import type { AccountHandle } from './account';

export const handle: AccountHandle = { accountEntry: 'my-orders' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ordersStyles }];

/** `/{locale}/account/orders/{reference}/invoice`: the order's printable tax invoice (KSA: simplified, with its QR code drawn here). */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return myOrderPage(sessionOf(request), context, params);
}

export const meta: Route.MetaFunction = accountPageMeta((t, params) => t('account.invoice.pageTitle', { reference: params.reference }));

export default function AccountOrderInvoiceRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, locale } = loaderData;
  if (!page) return null;
  const tag = `${locale.language}-${locale.region}`;
  return (
    <section className="account-page" data-testid="order-invoice">
      <p>
        <Link to={orderHref(tag, page.detail.reference)}>{t('account.invoice.backToOrder', { reference: page.detail.reference })}</Link>
      </p>
      <TaxInvoice invoice={page.detail.invoice} qr={page.qr} language={locale.language} />
    </section>
  );
}
