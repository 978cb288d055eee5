import type { Money } from '@storefront/core/catalog';
import type { Language, Region } from '@storefront/core/locale';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price in the shopper's language with Latin digits, as Gulf and Egyptian shops print them.
 * Minor units become major units; whole amounts show no decimals.
 */
export function formatPrice(price: Money, language: Language, region: Region): string {
  const whole = price.amountMinor % 100 === 0;
  const key = `${language}-${region}-${price.currency}-${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(`${language}-${region.toUpperCase()}-u-nu-latn`, {
      style: 'currency',
      currency: price.currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(price.amountMinor / 100);
}
