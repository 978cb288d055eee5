import type { ReactNode } from 'react';
import { optionsText } from '../../../components/product/option-text';
import { Link } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import { formatPrice } from '../../../lib/format-price';
import { useTranslation } from '../../../lib/i18n';
import { AddressLines } from '../../account';
import { OrderAgainButton, type OrderAgainItem } from '../../cart';
import { formatOrderDate } from '../order-format';
import type { OrderPageData } from '../../../lib/order-page';
import { OrderTimeline } from './order-timeline';

interface OrderDetailProps {
  readonly page: OrderPageData;
  readonly language: Language;
  readonly region: Region;
  /** Where "View tax invoice" leads: the invoice's page, or its place further down. */
  readonly invoiceHref: string;
  /** What a page adds below a line (the account's "Write a review"). */
  readonly lineExtra?: ((line: OrderPageData['detail']['lines'][number]) => ReactNode) | undefined;
  /** Another action on the order, beside "order again" (returning a delivered order's items). */
  readonly returnAction?: ReactNode;
  /** The order's returns and where each stands, under its timeline. */
  readonly returns?: ReactNode;
}

/**
 * One order as its owner sees it (My Orders, and a guest after the lookup's code): status and
 * timeline, tracking, lines, totals with VAT, delivery, payment, the tax invoice's link and
 * "order again".
 */
export function OrderDetailView({ page, language, region, invoiceHref, lineExtra, returnAction, returns }: OrderDetailProps) {
  const { t } = useTranslation();
  const { detail, area } = page;
  const price = (amount: (typeof detail.totals)['total']) => formatPrice(amount, language, region);
  const items: OrderAgainItem[] = detail.orderAgain.map((line) => ({ ...line, name: detail.lines.find((sold) => sold.variantId === line.variantId)?.name ?? '' }));
  const { totals, delivery, payment, tracking } = detail;
  return (
    <div className="order-detail" data-testid="order-detail" data-status={detail.status}>
      <p className="order-detail__summary">
        {t('account.orders.placedOn', { date: formatOrderDate(detail.placedAt, language, region) })}
        {' · '}
        <span className={`order-status order-status--${detail.status}`} data-testid="order-status">
          {t(`account.orders.status.${detail.status}`)}
        </span>
      </p>
      <div className="order-detail__actions">
        <Link className="button button--quiet" to={invoiceHref} data-testid="view-invoice">
          {t('account.orders.viewInvoice')}
        </Link>
        <OrderAgainButton items={items} />
        {returnAction}
      </div>

      <section className="order-detail__section" aria-labelledby="order-timeline-heading">
        <h2 id="order-timeline-heading">{t('account.orders.timeline')}</h2>
        <OrderTimeline detail={detail} language={language} region={region} />
      </section>

      {returns}

      {tracking && (
        <section className="order-detail__section" aria-labelledby="order-tracking-heading" data-testid="order-tracking">
          <h2 id="order-tracking-heading">{t('account.orders.tracking')}</h2>
          <dl className="order-facts">
            <div>
              <dt>{t('account.orders.carrier')}</dt>
              <dd>{tracking.carrier}</dd>
            </div>
            <div>
              <dt>{t('account.orders.trackingNumber')}</dt>
              <dd dir="ltr">{tracking.number}</dd>
            </div>
          </dl>
          {tracking.url && (
            <a href={tracking.url} target="_blank" rel="noopener noreferrer">
              {t('account.orders.trackParcel', { carrier: tracking.carrier })}
            </a>
          )}
        </section>
      )}

      <section className="order-detail__section" aria-labelledby="order-lines-heading">
        <h2 id="order-lines-heading">{t('account.orders.items')}</h2>
        <ul className="order-lines">
          {detail.lines.map((line) => (
            <li key={line.position} className="order-line" data-testid="order-line">
              {line.imageUrl ? <img className="order-line__image" src={line.imageUrl} alt="" width={72} height={72} loading="lazy" /> : <span className="order-line__image" />}
              <div className="order-line__text">
                <p className="order-line__name">{line.name}</p>
                {line.options.length > 0 && (
                  <p className="order-line__options">{optionsText(t, line.options)}</p>
                )}
                <p className="order-line__quantity">{t('account.orders.quantity', { count: line.quantity })}</p>
                {lineExtra?.(line)}
              </div>
              <p className="order-line__price">{price(line.total)}</p>
            </li>
          ))}
        </ul>
        <dl className="order-totals" data-testid="order-totals">
          <div>
            <dt>{t('account.orders.subtotal')}</dt>
            <dd>{price(totals.subtotal)}</dd>
          </div>
          {totals.discount.amountMinor > 0 && (
            <div>
              <dt>{t('account.orders.discount')}</dt>
              <dd>−{price(totals.discount)}</dd>
            </div>
          )}
          <div>
            <dt>{t('account.orders.shipping')}</dt>
            <dd>{totals.shipping.amountMinor === 0 ? t('account.orders.free') : price(totals.shipping)}</dd>
          </div>
          {totals.cashOnDeliveryFee.amountMinor > 0 && (
            <div>
              <dt>{t('account.orders.cashFee')}</dt>
              <dd>{price(totals.cashOnDeliveryFee)}</dd>
            </div>
          )}
          <div className="order-totals__total">
            <dt>{t('account.orders.total')}</dt>
            <dd>{price(totals.total)}</dd>
          </div>
          <div className="order-totals__vat">
            <dt>{t('account.orders.vatIncluded')}</dt>
            <dd>{price(totals.vat)}</dd>
          </div>
        </dl>
      </section>

      <div className="order-detail__columns">
        <section className="order-detail__section" aria-labelledby="order-delivery-heading">
          <h2 id="order-delivery-heading">{t('account.orders.delivery')}</h2>
          {delivery.kind === 'home' ? (
            <>
              <p>{t(`account.orders.shippingMethod.${delivery.method}`)}</p>
              <AddressLines
                address={delivery.address}
                areas={undefined}
                language={language}
                areaNamesShown={{ city: area?.city ?? delivery.address.city, governorate: area?.governorate ?? delivery.address.governorate }}
              />
            </>
          ) : (
            <p>{t('account.orders.pickupAt', { boutique: delivery.boutiqueName })}</p>
          )}
        </section>
        <section className="order-detail__section" aria-labelledby="order-payment-heading" data-testid="order-payment">
          <h2 id="order-payment-heading">{t('account.orders.payment')}</h2>
          <p>{t(`account.orders.method.${payment.method}`)}</p>
          {payment.card && <p>{t('account.orders.cardEnding', { brand: t(`account.orders.cardBrand.${payment.card.brand}`), last4: payment.card.last4 })}</p>}
          <p>{t(`account.orders.paymentState.${payment.state}`)}</p>
        </section>
      </div>
    </div>
  );
}
