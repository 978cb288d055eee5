import { Link } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import type { OrderListItem } from '@storefront/core/order';
import { formatPrice } from '../../../lib/format-price';
import { useTranslation } from '../../../lib/i18n';
import { formatOrderDate, orderHref } from '../order-format';

/** My Orders: the customer's orders, newest first, each with its number, date, status, total and item count, leading to its page. */
export function OrderList({ orders, locale, language, region }: { readonly orders: readonly OrderListItem[]; readonly locale: string; readonly language: Language; readonly region: Region }) {
  const { t } = useTranslation();
  if (orders.length === 0) {
    return (
      <div className="account-card account-card--empty" data-testid="no-orders">
        <h2>{t('account.orders.none')}</h2>
        <p>{t('account.orders.noneText')}</p>
        <Link className="button" to={`/${locale}`}>
          {t('account.orders.startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="order-list" data-testid="order-list">
      {orders.map((order) => (
        <li key={order.reference} className="order-card" data-testid="order-card" data-status={order.status} data-items={order.itemCount}>
          {order.imageUrl ? <img className="order-card__image" src={order.imageUrl} alt="" width={64} height={64} loading="lazy" /> : null}
          <div className="order-card__text">
            <h2 className="order-card__title">
              <Link to={orderHref(locale, order.reference)}>{t('account.orders.number', { reference: order.reference })}</Link>
            </h2>
            <p className="order-card__meta">
              <time dateTime={order.placedAt.toISOString()}>{formatOrderDate(order.placedAt, language, region)}</time>
              {' · '}
              {t('account.orders.itemCount', { count: order.itemCount })}
            </p>
          </div>
          <p className="order-card__side">
            <span className={`order-status order-status--${order.status}`}>{t(`account.orders.status.${order.status}`)}</span>
            <span className="order-card__total">{formatPrice(order.total, language, region)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
