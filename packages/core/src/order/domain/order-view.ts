import type { Money } from '../../catalog/domain/money.js';
import type { CheckoutTotals } from '../../checkout/domain/checkout.js';
import type { OrderDelivery, OrderEvent, OrderPayment, OrderRecord, OrderRecordLine, OrderStatus, OrderTracking } from './order.js';
import { cashReceivedAt, paymentStateOf, type OrderPaymentState } from './order-transitions.js';
import type { TaxInvoice } from './tax-invoice.js';

/** A row of My Orders. */
export interface OrderListItem {
  readonly reference: string;
  readonly status: OrderStatus;
  readonly placedAt: Date;
  readonly total: Money;
  readonly itemCount: number;
  /** The first line's picture, for the row's thumbnail. */
  readonly imageUrl?: string;
}

/** A line for a new cart: what "order again" adds (the cart prices it anew). */
export interface OrderAgainLine {
  readonly productId: number;
  readonly variantId: number;
  readonly quantity: number;
}

/** One order as its owner sees it: lines, totals, delivery, payment, timeline, tracking, invoice and "order again". */
export interface OrderDetail {
  readonly reference: string;
  readonly status: OrderStatus;
  readonly placedAt: Date;
  readonly email: string;
  readonly lines: readonly OrderRecordLine[];
  readonly coupons: readonly string[];
  readonly totals: CheckoutTotals;
  readonly delivery: OrderDelivery;
  readonly payment: OrderPayment & { readonly state: OrderPaymentState; readonly cashReceivedAt?: Date };
  /** Oldest first. */
  readonly timeline: readonly OrderEvent[];
  readonly tracking?: OrderTracking;
  readonly invoice: TaxInvoice;
  readonly orderAgain: readonly OrderAgainLine[];
}

/** Rows of a list of orders, newest first: My Orders, the orders a return starts from, the merchant's list. */
export function orderListOf(orders: readonly OrderRecord[]): OrderListItem[] {
  return [...orders].sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime()).map(orderListItem);
}

export function orderListItem(order: OrderRecord): OrderListItem {
  const imageUrl = order.lines[0]?.imageUrl;
  return {
    reference: order.reference,
    status: order.status,
    placedAt: order.placedAt,
    total: order.totals.total,
    itemCount: order.lines.reduce((count, line) => count + line.quantity, 0),
    ...(imageUrl === undefined || imageUrl === '' ? {} : { imageUrl }),
  };
}

/** The order's variants and quantities, one line per variant (a variant sold on two lines, a bundle's and a single, adds up). */
export function orderAgainLines(order: Pick<OrderRecord, 'lines'>): readonly OrderAgainLine[] {
  const byVariant = new Map<number, OrderAgainLine>();
  for (const line of order.lines) {
    const seen = byVariant.get(line.variantId);
    byVariant.set(line.variantId, { productId: line.productId, variantId: line.variantId, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return [...byVariant.values()];
}

export function orderDetail(order: OrderRecord, invoice: TaxInvoice): OrderDetail {
  const received = cashReceivedAt(order);
  return {
    reference: order.reference,
    status: order.status,
    placedAt: order.placedAt,
    email: order.email,
    lines: order.lines,
    coupons: order.coupons,
    totals: order.totals,
    delivery: order.delivery,
    payment: { ...order.payment, state: paymentStateOf(order), ...(received === undefined ? {} : { cashReceivedAt: received }) },
    timeline: order.timeline,
    ...(order.tracking === undefined ? {} : { tracking: order.tracking }),
    invoice,
    orderAgain: orderAgainLines(order),
  };
}

/**
 * An order (or its detail) with its lines named from `names` (product id → name in the shopper's
 * language): a piece the catalogue no longer names keeps the name it was sold under. A detail's tax
 * invoice is not renamed: it stays the document that was issued.
 */
export function withLineNames<T extends { readonly lines: readonly OrderRecordLine[] }>(view: T, names: ReadonlyMap<number, string>): T {
  return { ...view, lines: view.lines.map((line) => ({ ...line, name: names.get(line.productId) ?? line.name })) };
}
