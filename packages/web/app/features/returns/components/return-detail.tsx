import type { Language, Region } from '@storefront/core/locale';
import { parseReturnReason, returnReasonLabel } from '@storefront/core/returns';
import { formatPrice } from '../../../lib/format-price';
import { useTranslation } from '../../../lib/i18n';
import type { ReturnDetailView } from '../../../lib/return-page';
import { ReturnTimeline } from './return-timeline';
import { WithReference } from '../../../components/ui/with-reference';

/**
 * One return as its owner sees it (My Returns, and a guest's confirmation): status and its
 * timeline, how to hand the items back, the lines with what each refunds, the reason, and where
 * the refund goes (a bank account by its last four digits only).
 */
export function ReturnDetailCard({ detail, language, region }: { readonly detail: ReturnDetailView; readonly language: Language; readonly region: Region }) {
  const { t } = useTranslation();
  const reason = parseReturnReason(detail.reason);
  const price = (amount: ReturnDetailView['refund']['amount']) => formatPrice(amount, language, region);
  const ended = detail.status === 'refunded' || detail.status === 'rejected';
  return (
    <div className="order-detail return-detail" data-testid="return-detail" data-status={detail.status}>
      <p className="order-detail__summary">
        <bdi>{t('returns.forOrder', { reference: detail.orderReference })}</bdi>
        {' · '}
        <span className={`order-status return-status--${detail.status}`} data-testid="return-status">
          {t(`returns.status.${detail.status}`)}
        </span>
      </p>
      {detail.status === 'rejected' && detail.rejectionNote && <p data-testid="return-rejection">{t('returns.rejectionNote', { note: detail.rejectionNote })}</p>}

      <section className="order-detail__section" aria-labelledby="return-timeline-heading">
        <h2 id="return-timeline-heading">{t('returns.timeline')}</h2>
        <ReturnTimeline detail={detail} language={language} region={region} />
      </section>

      {!ended && (
        <section className="order-detail__section" aria-labelledby="return-handover-heading" data-testid="return-handover">
          <h2 id="return-handover-heading">{t('returns.handoverTitle')}</h2>
          <p>
            <WithReference
              text={
                detail.handover.kind === 'boutique'
                  ? t('returns.handoverBoutique', { boutique: detail.handover.boutique, reference: detail.reference })
                  : t('returns.handoverCourier', { reference: detail.reference })
              }
              reference={detail.reference}
            />
          </p>
        </section>
      )}

      <section className="order-detail__section" aria-labelledby="return-lines-heading">
        <h2 id="return-lines-heading">{t('returns.lines')}</h2>
        <ul className="order-lines">
          {detail.lines.map((line) => (
            <li key={line.lineId} className="order-line" data-testid="return-detail-line">
              {line.imageUrl ? <img className="order-line__image" src={line.imageUrl} alt="" width={72} height={72} loading="lazy" /> : <span className="order-line__image" />}
              <div className="order-line__text">
                <p className="order-line__name">{line.name}</p>
                <p className="order-line__quantity">{t('account.orders.quantity', { count: line.quantity })}</p>
              </div>
              <p className="order-line__price">{price(line.refund)}</p>
            </li>
          ))}
        </ul>
        <dl className="order-totals" data-testid="return-refund">
          <div>
            <dt>{t('returns.reasonLabel')}</dt>
            <dd>{reason ? returnReasonLabel(reason, language) : detail.reason}</dd>
          </div>
          <div>
            <dt>{t('returns.refundTo')}</dt>
            <dd>
              {detail.refund.route === 'bank-transfer' && detail.refund.ibanLast4 !== undefined
                ? t('returns.refundToBank', { last4: detail.refund.ibanLast4 })
                : t('returns.refundToOriginal')}
            </dd>
          </div>
          <div className="order-totals__total">
            <dt>{t('returns.refundAmount')}</dt>
            <dd>{price(detail.refund.amount)}</dd>
          </div>
        </dl>
        <p className="return-detail__note">
          {detail.refund.route === 'bank-transfer' ? t('returns.refundBank', { days: 10 }) : t('returns.refundOriginal', { days: 10, maxDays: 28 })}
        </p>
      </section>
    </div>
  );
}
