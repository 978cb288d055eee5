import { Link } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import { formatPrice } from '../../../lib/format-price';
import { useTranslation } from '../../../lib/i18n';
import type { ReturnSummaryView } from '../../../lib/return-page';
import { formatOrderDate, orderHref } from '../../orders';
import { myReturnsHref } from '../return-format';

/** How a return starts: from a delivered order in My Orders, or for a guest from the order lookup. */
function HowToReturn({ locale }: { readonly locale: string }) {
  const { t } = useTranslation();
  return (
    <p className="return-list__how">
      <Link to={`/${locale}/account/my-orders`}>{t('returns.list.goToOrders')}</Link>
    </p>
  );
}

/** My Returns: the customer's returns, newest first, each with its number, order, date, status and refund, leading to its page. */
export function ReturnList({ returns, locale, language, region }: { readonly returns: readonly ReturnSummaryView[]; readonly locale: string; readonly language: Language; readonly region: Region }) {
  const { t } = useTranslation();
  if (returns.length === 0) {
    return (
      <div className="account-card account-card--empty" data-testid="no-returns">
        <h2>{t('returns.list.none')}</h2>
        <p>{t('returns.list.noneText')}</p>
        <HowToReturn locale={locale} />
      </div>
    );
  }
  return (
    <>
      <p>{t('returns.list.howTo')}</p>
      <ul className="order-list" data-testid="return-list" aria-label={t('returns.list.caption')}>
        {returns.map((entry) => (
          <li key={entry.reference} className="order-card return-card" data-testid="return-card" data-reference={entry.reference} data-status={entry.status}>
            <div className="order-card__text">
              <h2 className="order-card__title">
                <Link to={myReturnsHref(locale, entry.reference)}>{t('returns.reference', { reference: entry.reference })}</Link>
              </h2>
              <p className="order-card__meta">
                <bdi>
                  <Link to={orderHref(locale, entry.orderReference)}>{t('returns.forOrder', { reference: entry.orderReference })}</Link>
                </bdi>
                {' · '}
                <time dateTime={entry.requestedAt.toISOString()}>{formatOrderDate(entry.requestedAt, language, region)}</time>
                {' · '}
                {t('account.orders.itemCount', { count: entry.lineCount })}
              </p>
            </div>
            <p className="order-card__side">
              <span className={`order-status return-status--${entry.status}`} data-testid="return-card-status">
                {t(`returns.status.${entry.status}`)}
              </span>
              <span className="order-card__total">
                <span className="visually-hidden">{t('returns.list.refund')} </span>
                {formatPrice(entry.refund, language, region)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <HowToReturn locale={locale} />
    </>
  );
}
