import type { OrderedLine } from '../../cart/domain/abandoned-cart.js';
import type { Money } from '../../catalog/domain/money.js';
import type { CheckoutTotals, DeliveryAddress, QuotedLine, ShippingMethodId } from '../../checkout/domain/checkout.js';
import type { CardBrand, PaymentMethod } from '../../checkout/domain/payment-method.js';
import type { Locale, Region } from '../../locale/domain/locale.js';

/**
 * An order's state. The spec shows none of the provider's; these are the store's:
 * placed → paid (online) or awaiting-cash (cash on delivery) → processing → shipped → delivered,
 * or cancelled before shipping; refunded once a return's money went back in full.
 */
export type OrderStatus = 'placed' | 'paid' | 'awaiting-cash' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export const ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'paid', 'awaiting-cash', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'];

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

/** One line of an order, as it was sold: the line the shopper agreed to pay for, with its place and what returns need. Prices include VAT. */
export interface OrderRecordLine extends QuotedLine {
  readonly position: number;
  /**
   * With the quoted line's `kind` and `pierced` (the catalogue's), what the return rules need
   * later: lines sold together as one promotional bundle share an id. The promotions know no
   * bundle yet, so checkout leaves it empty (decision 1330).
   */
  readonly bundleId?: string | undefined;
}

/** Where the order goes: an address by a delivery service, or a boutique the shopper collects from. */
export type OrderDelivery =
  | { readonly kind: 'home'; readonly method: ShippingMethodId; readonly address: DeliveryAddress }
  | { readonly kind: 'pickup'; readonly boutiqueId: number; readonly boutiqueName: string };

/** How the order was paid, as far as the shopper and the refunds need to know. */
export interface OrderPayment {
  readonly method: PaymentMethod;
  /** The provider's id of the payment; absent for cash on delivery. */
  readonly providerRef?: string | undefined;
  readonly card?: { readonly brand: CardBrand; readonly last4: string } | undefined;
}

/** One step of the order's history, shown as its timeline. */
export interface OrderEvent {
  readonly status: OrderStatus;
  readonly at: Date;
}

/** The parcel's tracking, once shipped. */
export interface OrderTracking {
  readonly carrier: string;
  readonly number: string;
  readonly url?: string | undefined;
}

/** An order as kept: what the confirmation, My Orders, the invoice and returns read. */
export interface OrderRecord {
  /** The order number the shopper sees (e.g. `SA-7K2M9Q`). */
  readonly reference: string;
  readonly region: Region;
  readonly locale: Locale;
  readonly status: OrderStatus;
  readonly placedAt: Date;
  readonly email: string;
  readonly customerId?: number | undefined;
  readonly lines: readonly OrderRecordLine[];
  readonly coupons: readonly string[];
  readonly totals: CheckoutTotals;
  readonly delivery: OrderDelivery;
  readonly payment: OrderPayment;
  /** Oldest first; the first is `placed`. */
  readonly timeline: readonly OrderEvent[];
  readonly tracking?: OrderTracking | undefined;
}

/** An order to write: the record without what the store assigns (its reference and line positions). */
export interface NewOrder {
  readonly status: OrderStatus;
  readonly placedAt: Date;
  readonly locale: Locale;
  readonly email: string;
  readonly customerId?: number | undefined;
  readonly lines: readonly Omit<OrderRecordLine, 'position'>[];
  readonly coupons: readonly string[];
  readonly totals: CheckoutTotals;
  readonly delivery: OrderDelivery;
  readonly payment: OrderPayment;
}
