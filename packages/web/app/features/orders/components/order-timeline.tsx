import type { OrderDetail } from '@storefront/core/order';
import type { Language, Region } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import { formatOrderDate, orderPath } from '../order-format';

interface Step {
  readonly status: OrderDetail['status'];
  readonly at?: Date;
}

/**
 * The order's history as an ordered list: each state reached with its date, then the states still
 * to come (none once cancelled or refunded). The current state is the list's `aria-current` step.
 */
export function OrderTimeline({ detail, language, region }: { readonly detail: OrderDetail; readonly language: Language; readonly region: Region }) {
  const { t } = useTranslation();
  const reached: Step[] = detail.timeline.map((event) => ({ status: event.status, at: event.at }));
  const ended = detail.status === 'cancelled' || detail.status === 'refunded';
  const path = orderPath(detail.payment.method === 'cash-on-delivery', detail.delivery.kind === 'pickup');
  const at = path.indexOf(detail.status);
  const upcoming: Step[] = ended || at < 0 ? [] : path.slice(at + 1).map((status) => ({ status }));
  const steps = [...reached, ...upcoming];
  return (
    <ol className="order-timeline" aria-labelledby="order-timeline-heading" data-testid="order-timeline">
      {steps.map((step, index) => {
        const current = index === reached.length - 1;
        return (
          <li
            key={`${step.status}-${index}`}
            className={`order-timeline__step order-timeline__step--${step.at === undefined ? 'upcoming' : 'done'}`}
            aria-current={current ? 'step' : undefined}
            data-status={step.status}
          >
            <span className="order-timeline__status">{t(`account.orders.status.${step.status}`)}</span>{' '}
            {step.at === undefined ? (
              <span className="order-timeline__date">{t('account.orders.notYet')}</span>
            ) : (
              <time className="order-timeline__date" dateTime={step.at.toISOString()}>
                {formatOrderDate(step.at, language, region, true)}
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}
