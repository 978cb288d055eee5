import { formatLocale, type Locale } from '../../locale/domain/locale.js';

/** The absolute addresses the order emails link to, on the store's own origin. */
export interface OrderLinks {
  /** The order's page: My Orders' detail for a customer, the guest lookup (order number filled in) for a guest. */
  order(locale: Locale, reference: string, guest: boolean): string;
  /** The order's printable tax invoice (behind the same sign-in or lookup as the order). */
  invoice(locale: Locale, reference: string, guest: boolean): string;
}

/**
 * Links on `origin`: `/{lang}-{region}/account/orders/{ref}` and `…/invoice` for a customer,
 * `/{lang}-{region}/order-lookup?order={ref}` and `…&view=invoice` for a guest.
 */
export function orderLinks(origin: string): OrderLinks {
  const base = origin.replace(/\/+$/, '');
  const page = (locale: Locale, path: string) => `${base}/${formatLocale(locale)}/${path}`;
  const ref = encodeURIComponent;
  return {
    order: (locale, reference, guest) => page(locale, guest ? `order-lookup?order=${ref(reference)}` : `account/orders/${ref(reference)}`),
    invoice: (locale, reference, guest) => page(locale, guest ? `order-lookup?order=${ref(reference)}&view=invoice` : `account/orders/${ref(reference)}/invoice`),
  };
}
