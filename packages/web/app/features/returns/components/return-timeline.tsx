import type { Language, Region } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import type { ReturnDetailView } from '../../../lib/return-page';
import { formatOrderDate } from '../../orders';
import { RETURN_PATH } from '../return-format';

/**
 * The return's history as an ordered list: each state reached with its date, then the states
 * still to come (none once refunded or rejected). The current state is the list's `aria-current` step.
 */
export function ReturnTimeline({ detail, language, region }: { readonly detail: ReturnDetailView; readonly language: Language; readonly region: Region }) {
  const { t } = useTranslation();
  const reached = detail.history;
  const at = RETURN_PATH.indexOf(detail.status);
  const upcoming = detail.status === 'rejected' || at < 0 ? [] : RETURN_PATH.slice(at + 1);
  return (
    <ol className="order-timeline" aria-labelledby="return-timeline-heading" data-testid="return-timeline">
      {reached.map((step, index) => (
        <li key={`${step.status}-${index}`} className="order-timeline__step order-timeline__step--done" aria-current={index === reached.length - 1 ? 'step' : undefined} data-status={step.status}>
          <span className="order-timeline__status">{t(`returns.status.${step.status}`)}</span>{' '}
          <time className="order-timeline__date" dateTime={step.at.toISOString()}>
            {formatOrderDate(step.at, language, region, true)}
          </time>
        </li>
      ))}
      {upcoming.map((status) => (
        <li key={status} className="order-timeline__step order-timeline__step--upcoming" data-status={status}>
          <span className="order-timeline__status">{t(`returns.status.${status}`)}</span> <span className="order-timeline__date">{t('returns.notYet')}</span>
        </li>
      ))}
    </ol>
  );
}
