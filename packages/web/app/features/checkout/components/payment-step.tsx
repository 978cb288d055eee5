import type { Money } from '@storefront/core/catalog';
import { useTranslation } from '../../../lib/i18n';
import type { CheckoutOptionsWire, PaymentMethod } from '../api/checkout-api';
import { useMoney } from '../hooks/use-checkout';
import { Choice } from './delivery-step';

export interface PaymentState {
  readonly method: PaymentMethod | undefined;
  /** One of the customer's saved cards, or none for a card entered on the provider's page. */
  readonly savedCardId: number | undefined;
  readonly saveCard: boolean;
}

interface PaymentStepProps {
  readonly options: CheckoutOptionsWire;
  readonly customer: boolean;
  /** Whether the browser offers Apple Pay (`ApplePaySession.canMakePayments()`). */
  readonly applePay: boolean;
  readonly state: PaymentState;
  readonly error?: string | undefined;
  readonly onChange: (state: PaymentState) => void;
}

type Unavailable = NonNullable<CheckoutOptionsWire['payment'][number]['unavailable']>;

const isMoney = (value: unknown): value is Money => typeof value === 'object' && value !== null && typeof (value as Money).amountMinor === 'number';

/** Step 3: the ways of paying this order may use, the others shown disabled with the reason. */
export function PaymentStep({ options, customer, applePay, state, error, onChange }: PaymentStepProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const why = (unavailable: Unavailable | undefined) => {
    const limit = isMoney(unavailable?.['limit']) ? money(unavailable['limit']) : '';
    return t(`checkout.unavailable.${unavailable?.reason ?? 'not-offered'}`, { limit, defaultValue: t('checkout.unavailable.not-offered') });
  };
  const offered = options.payment.filter((option) => option.method !== 'apple-pay' || applePay);
  return (
    <section className="checkout-step" aria-labelledby="checkout-payment" data-testid="checkout-payment" id="payment">
      <h2 id="checkout-payment" tabIndex={-1}>
        {t('checkout.payment.heading')}
      </h2>
      <fieldset className="checkout-choices">
        <legend>{t('checkout.payment.how')}</legend>
        {offered.map((option) => {
          const note = !option.available
            ? why(option.unavailable)
            : option.method === 'card'
              ? (option.brands ?? []).map((brand) => t(`checkout.payment.brands.${brand}`, { defaultValue: brand })).join(' · ')
              : option.method === 'tabby' || option.method === 'tamara'
                ? t('checkout.payment.payIn4')
                : undefined;
          return (
            <Choice
              key={option.method}
              name="paymentMethod"
              value={option.method}
              checked={state.method === option.method}
              disabled={!option.available}
              onSelect={() => onChange({ ...state, method: option.method })}
              label={t(`checkout.payment.methods.${option.method}`)}
              note={note}
              amount={option.method === 'cash-on-delivery' && option.fee && option.fee.amountMinor > 0 ? t('checkout.payment.codFee', { fee: money(option.fee) }) : undefined}
            />
          );
        })}
      </fieldset>
      {state.method === 'card' && customer && (
        <fieldset className="checkout-choices" data-testid="saved-cards">
          <legend>{t('checkout.payment.whichCard')}</legend>
          {options.savedCards.map((card) => (
            <Choice
              key={card.id}
              name="savedCardId"
              checked={state.savedCardId === card.id}
              onSelect={() => onChange({ ...state, savedCardId: card.id, saveCard: false })}
              label={t('checkout.payment.savedCard', { brand: t(`checkout.payment.brands.${card.brand}`, { defaultValue: card.brand }), last4: card.last4 })}
              note={t('checkout.payment.expires', { month: String(card.expiryMonth).padStart(2, '0'), year: card.expiryYear })}
            />
          ))}
          <Choice name="savedCardId" checked={state.savedCardId === undefined} onSelect={() => onChange({ ...state, savedCardId: undefined })} label={t('checkout.payment.newCard')} />
          {state.savedCardId === undefined && (
            <label className="checkout-check">
              <input type="checkbox" name="saveCard" checked={state.saveCard} onChange={(event) => onChange({ ...state, saveCard: event.target.checked })} />
              <span>{t('checkout.payment.saveCard')}</span>
            </label>
          )}
        </fieldset>
      )}
      {state.method === 'card' && state.savedCardId === undefined && <p className="checkout-step__note">{t('checkout.payment.cardPage')}</p>}
      {(state.method === 'tabby' || state.method === 'tamara') && <p className="checkout-step__note">{t('checkout.payment.bnplPage', { provider: t(`checkout.payment.methods.${state.method}`) })}</p>}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
