import { useTranslation } from '../../../lib/i18n';
import { optionText } from '../../../components/product/option-text';
import type { CheckoutQuoteWire } from '../api/checkout-api';
import { useMoney } from '../hooks/use-checkout';

/** The quote's lines and totals, as the review step and the confirmation show them. */
export function QuoteSummary({ quote, headingLevel = 3 }: { readonly quote: CheckoutQuoteWire; readonly headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const money = useMoney();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { totals } = quote;
  return (
    <div className="checkout-summary" data-testid="checkout-summary">
      <Heading className="visually-hidden">{t('checkout.review.lines')}</Heading>
      <ul className="checkout-lines">
        {quote.lines.map((line) => (
          <li key={line.variantId} className="checkout-line" data-testid="checkout-line" data-sku={line.sku}>
            {line.imageUrl && <img className="checkout-line__image" src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />}
            <span className="checkout-line__text">
              <span className="checkout-line__name">{line.name}</span>
              {line.options.map((option) => (
                <span key={option.name} className="checkout-line__note">
                  {optionText(t, option)}
                </span>
              ))}
              <span className="checkout-line__note">{t('checkout.review.quantity', { quantity: line.quantity, price: money(line.unitPrice) })}</span>
            </span>
            <bdi className="checkout-line__total">{money(line.total)}</bdi>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals" data-testid="checkout-totals">
        <Row label={t('checkout.totals.subtotal')} value={money(totals.subtotal)} />
        {totals.discount.amountMinor > 0 && <Row label={quote.coupons.length > 0 ? t('checkout.totals.discountWith', { codes: quote.coupons.join(', ') }) : t('checkout.totals.discount')} value={`−${money(totals.discount)}`} />}
        <Row label={quote.delivery.kind === 'pickup' ? t('checkout.totals.pickup') : t('checkout.totals.shipping')} value={totals.shipping.amountMinor === 0 ? t('checkout.free') : money(totals.shipping)} />
        {totals.cashOnDeliveryFee.amountMinor > 0 && <Row label={t('checkout.totals.codFee')} value={money(totals.cashOnDeliveryFee)} />}
        <Row label={t('checkout.totals.total')} value={money(totals.total)} strong testId="checkout-total" />
        <Row label={t('checkout.totals.vat')} value={money(totals.vat)} />
      </dl>
    </div>
  );
}

function Row({ label, value, strong, testId }: { readonly label: string; readonly value: string; readonly strong?: boolean; readonly testId?: string }) {
  return (
    <div className={`checkout-totals__row${strong ? ' checkout-totals__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>
        <bdi data-testid={testId}>{value}</bdi>
      </dd>
    </div>
  );
}
