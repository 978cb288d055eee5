import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Cart } from '../api/cart-api';
import { applyCoupon, removeCoupon } from '../cart-actions';
import { cartErrorMessage } from '../../../lib/store-api/store-api-error';
import { useCartScope } from '../hooks/use-cart';
import { useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '../../../lib/format-price';
import { useAppState } from '../../app-state';
import { MoneyAmount } from './money-amount';

/** Coupon codes are short words and digits; anything else is refused before it is sent. */
const COUPON_PATTERN = /^[\p{L}\p{N}_-]{2,40}$/u;

/** The coupon field and the applied codes, each with a remove button; refusals show beside the field. */
export function CouponForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scope = useCartScope();
  const language = useAppState((state) => state.language);
  const fieldId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<unknown>) {
    setBusy(true);
    setMessage(undefined);
    try {
      await change();
      return true;
    } catch (error) {
      setMessage(cartErrorMessage(t, error, (money) => formatPrice(money, language, scope.region)));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="coupon">
      <form
        className="coupon__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = code.trim();
          if (!COUPON_PATTERN.test(trimmed)) {
            setMessage(t(trimmed === '' ? 'cart.couponRequired' : 'cart.couponFormat'));
            return;
          }
          void run(() => applyCoupon(queryClient, scope, trimmed)).then((applied) => applied && setCode(''));
        }}
      >
        <label htmlFor={fieldId}>{t('cart.coupon')}</label>
        <div className="coupon__row">
          <input
            id={fieldId}
            name="coupon"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <button type="submit" className="button" disabled={busy}>
            {t('cart.applyCoupon')}
          </button>
        </div>
        {message && (
          <p id={messageId} className="coupon__message" role="alert">
            {message}
          </p>
        )}
      </form>
      {cart.coupons.length > 0 && (
        <ul className="coupon__applied" aria-label={t('cart.appliedCoupons')}>
          {cart.coupons.map((coupon) => (
            <li key={coupon.code}>
              <bdi>{coupon.code}</bdi> <MoneyAmount money={coupon.discount_amount} negative />
              <button type="button" className="button button--quiet" disabled={busy} onClick={() => void run(() => removeCoupon(queryClient, scope, coupon.code))}>
                {t('cart.removeCoupon')}
                <span className="visually-hidden">{` ${coupon.code}`}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
