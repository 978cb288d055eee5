import type { Money } from '../../catalog/domain/money.js';
import type { Locale } from '../../locale/domain/locale.js';
import type { OrderedLine } from '../../cart/domain/abandoned-cart.js';

/** Order states the account pages show. The spec does not list the provider's; these are ours. */
export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export interface OrderSummary {
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly placedAt: Date;
  readonly deliveredAt?: Date;
  readonly total: Money;
  readonly itemCount: number;
}

/** What an abandoned-cart link needs from its order. */
export interface OrderLines {
  readonly orderId: string;
  readonly locale?: Locale;
  readonly currency?: Money['currency'];
  readonly lines: readonly OrderedLine[];
}
