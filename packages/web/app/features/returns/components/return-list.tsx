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

interface ReturnRowProps {
  readonly entry: ReturnSummaryView;
  /** The return's page (a customer's); a guest has none. */
  readonly href?: string | undefined;
  /** The order's page, on My Returns; none on the order's own page. */
  readonly orderHref?: string | undefined;
  readonly language: Language;
  readonly region: Region;
  readonly headingLevel?: 2 | 3;
}

/** One return in a list: its number, order, date, number of items, status and refund. */
function ReturnRow({ entry, href, orderHref: toOrder, language, region, headingLevel = 2 }: ReturnRowProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = t('returns.reference', { reference: entry.reference });
  return (
    <li className="order-card return-card" data-testid="return-card" data-reference={entry.reference} data-status={entry.status}>
      <div className="order-card__text">
        <Heading className="order-card__title">{href === undefined ? <bdi>{title}</bdi> : <Link to={href}>{title}</Link>}</Heading>
        <p className="order-card__meta">
          {toOrder !== undefined && (
            <>
              <bdi>
                <Link to={toOrder}>{t('returns.forOrder', { reference: entry.orderReference })}</Link>
              </bdi>
              {' · '}
            </>
          )}
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
  );
}

/**
 * "Returns of this order" on an order's page: each return and where it stands, leading to its
 * page for a customer; a guest (after the lookup) sees the same rows, with no page to lead to.
 */
export function OrderReturnsSection({ returns, locale, language, region, guest }: { readonly returns: readonly ReturnSummaryView[]; readonly locale: string; readonly language: Language; readonly region: Region; readonly guest: boolean }) {
  const { t } = useTranslation();
  if (returns.length === 0) return null;
  return (
    <section className="order-detail__section" aria-labelledby="order-returns-heading" data-testid="order-returns">
      <h2 id="order-returns-heading">{t('returns.ofOrder')}</h2>
      <ul className="order-list">
        {returns.map((entry) => (
          <ReturnRow key={entry.reference} entry={entry} href={guest ? undefined : myReturnsHref(locale, entry.reference)} language={language} region={region} headingLevel={3} />
        ))}
      </ul>
      {guest && <p>{t('returns.guestFollow')}</p>}
    </section>
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
          <ReturnRow key={entry.reference} entry={entry} href={myReturnsHref(locale, entry.reference)} orderHref={orderHref(locale, entry.orderReference)} language={language} region={region} />
        ))}
      </ul>
      <HowToReturn locale={locale} />
    </>
  );
}
