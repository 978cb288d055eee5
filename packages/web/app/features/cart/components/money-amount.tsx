import type { Money } from '@storefront/core/catalog';
import { formatPrice } from '../../../lib/format-price';
import { useAppState } from '../../app-state';

/** An amount in the region's currency, isolated so it reads right in both directions. */
export function MoneyAmount({ money, className, negative = false }: { money: Money; className?: string; negative?: boolean }) {
  const language = useAppState((state) => state.language);
  const region = useAppState((state) => state.region);
  const text = formatPrice(money, language, region);
  return <bdi className={className}>{negative && money.amountMinor > 0 ? `−${text}` : text}</bdi>;
}

/** The checkout's whole-number amounts (VAT_Tax, SubTotal_Ex_TAX) as money in the cart's currency. */
export function wholeAmount(major: number, currency: Money['currency']): Money {
  return { amountMinor: Math.round(major * 100), currency };
}
