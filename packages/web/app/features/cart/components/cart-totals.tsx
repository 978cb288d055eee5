import { cartSummary, type CartSummary, type CartSummaryLineKind } from '@storefront/core/cart';
import { useTranslation } from '../../../lib/i18n';
import type { Cart } from '../api/cart-api';
import { MoneyAmount, wholeAmount } from './money-amount';

/**
 * The order summary of a cart as the API answers it (decision 0720): the core's rule rounds every
 * figure the same way so that the lines shown add up to the total shown. Prices include VAT
 * (decision 0105): the subtotal is the total and the discount together.
 */
export function summaryOfCart(cart: Cart): CartSummary {
  const currency = cart.cart_amount.currency;
  return cartSummary({
    subtotal: { amountMinor: cart.cart_amount.amountMinor + cart.discount_amount.amountMinor, currency },
    discount: cart.discount_amount,
    total: cart.cart_amount,
    tax: wholeAmount(cart.VAT_Tax, currency),
  });
}

const LABELS: Readonly<Record<CartSummaryLineKind, string>> = {
  subtotal: 'cart.subtotal',
  discount: 'cart.discount',
  total: 'cart.totalInclVat',
  vatIncluded: 'cart.vatIncluded',
  subtotalExVat: 'cart.subtotalExTax',
};

const CLASS_NAMES: Partial<Record<CartSummaryLineKind, string>> = {
  discount: 'cart-totals__discount',
  total: 'cart-totals__total',
  vatIncluded: 'cart-totals__part',
  subtotalExVat: 'cart-totals__part',
};

/** Subtotal, discount and total (incl. VAT), then the VAT inside the total and the total without it. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const summary = summaryOfCart(cart);
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      {summary.lines.map((line) => (
        <div key={line.kind} className={CLASS_NAMES[line.kind]} data-line={line.kind}>
          <dt>{t(LABELS[line.kind])}</dt>
          <dd data-testid={line.kind === 'total' ? 'cart-total' : undefined}>
            <MoneyAmount money={line.amount} negative={line.role === 'subtract'} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
