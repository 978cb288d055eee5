import { useTranslation } from '../../../lib/i18n';
import type { CheckoutQuoteWire } from '../api/checkout-api';
import { describeChange, type CheckoutChangeWire } from '../checkout-changes';
import { useMoney } from '../hooks/use-checkout';
import { QuoteSummary } from './quote-summary';

interface ReviewStepProps {
  readonly quote: CheckoutQuoteWire | undefined;
  readonly quoteError: string | undefined;
  readonly loading: boolean;
  /** A delivery and a way of paying are chosen: the quote can be asked for. */
  readonly ready: boolean;
  readonly applePay: boolean;
  readonly placing: boolean;
  readonly changes: readonly CheckoutChangeWire[];
  readonly failure: string | undefined;
  readonly onPlace: () => void;
}

/** Step 4: the store's quote (lines and totals) and "Place order", or Apple Pay's button; what changed, and why an order was not placed. */
export function ReviewStep({ quote, quoteError, loading, ready, applePay, placing, changes, failure, onPlace }: ReviewStepProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="checkout-step checkout-review" aria-labelledby="checkout-review" data-testid="checkout-review">
      <h2 id="checkout-review">{t('checkout.review.heading')}</h2>
      {changes.length > 0 && (
        <div className="checkout-changes" role="alert" data-testid="checkout-changes">
          <p>{t('checkout.changes.intro')}</p>
          <ul>
            {changes.map((change, index) => (
              <li key={index}>{describeChange(t, change, money)}</li>
            ))}
          </ul>
          <p>{t('checkout.changes.again')}</p>
        </div>
      )}
      {!ready ? (
        <p className="checkout-step__note">{t('checkout.review.choose')}</p>
      ) : quoteError && !loading ? (
        <p className="field__error" role="alert" data-testid="checkout-quote-error">
          {quoteError}
        </p>
      ) : quote === undefined ? (
        <p role="status">{t('checkout.review.pricing')}</p>
      ) : (
        <QuoteSummary quote={quote} />
      )}
      {failure && (
        <p className="checkout-failure" role="alert" data-testid="checkout-failure">
          {failure}
        </p>
      )}
      {applePay ? (
        <button type="button" className="apple-pay-button" lang="en" aria-label={t('checkout.applePay.button')} disabled={!quote || loading || placing} onClick={onPlace} data-testid="apple-pay-button" />
      ) : (
        <button type="button" className="button checkout-place" disabled={!quote || loading || placing || Boolean(quoteError)} onClick={onPlace} data-testid="place-order">
          {placing ? t('checkout.review.placing') : t('checkout.review.place')}
        </button>
      )}
      <p className="checkout-step__note">{t('checkout.review.terms')}</p>
    </section>
  );
}
