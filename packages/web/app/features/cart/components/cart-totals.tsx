import { useTranslation } from '../../../lib/i18n';
import type { Cart } from '../api/cart-api';
import { MoneyAmount, wholeAmount } from './money-amount';

/** Subtotal before VAT, VAT, discount and total, in the region's currency, as the server computed them. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const currency = cart.cart_amount.currency;
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      <div>
        <dt>{t('cart.subtotalExTax')}</dt>
        <dd>
          <MoneyAmount money={wholeAmount(cart.SubTotal_Ex_TAX, currency)} />
        </dd>
      </div>
      <div>
        <dt>{t('cart.vat')}</dt>
        <dd>
          <MoneyAmount money={wholeAmount(cart.VAT_Tax, currency)} />
        </dd>
      </div>
      {cart.discount_amount.amountMinor > 0 && (
        <div className="cart-totals__discount">
          <dt>{t('cart.discount')}</dt>
          <dd>
            <MoneyAmount money={cart.discount_amount} negative />
          </dd>
        </div>
      )}
      <div className="cart-totals__total">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="cart-total">
          <MoneyAmount money={cart.cart_amount} />
        </dd>
      </div>
    </dl>
  );
}
