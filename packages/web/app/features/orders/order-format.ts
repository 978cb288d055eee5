import type { Language, Region } from '@storefront/core/locale';
import type { OrderStatus } from '@storefront/core/order';

/** Each region's clock: a date reads the same on the server that renders it and in any shopper's browser. */
const TIME_ZONES: Readonly<Record<Region, string>> = { sa: 'Asia/Riyadh', ae: 'Asia/Dubai', eg: 'Africa/Cairo' };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date (and time) in the shopper's language, Gregorian with Latin digits as the prices are, on the region's clock. */
export function formatOrderDate(at: Date, language: Language, region: Region, withTime = false): string {
  const key = `${language}-${region}-${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-${region.toUpperCase()}-u-ca-gregory-nu-latn`, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      timeZone: TIME_ZONES[region],
    });
    formatters.set(key, formatter);
  }
  return formatter.format(at);
}

/** The order's path through its states: online payment, or cash at the door; a boutique's collection is never shipped. */
export function orderPath(paidInCash: boolean, collected: boolean): readonly OrderStatus[] {
  return ['placed', paidInCash ? 'awaiting-cash' : 'paid', 'processing', ...(collected ? [] : (['shipped'] as const)), 'delivered'];
}

/** The address of an order's page below the locale: My Orders' detail, or its invoice. */
export function orderHref(locale: string, reference: string, invoice = false): string {
  return `/${locale}/account/orders/${encodeURIComponent(reference)}${invoice ? '/invoice' : ''}`;
}
