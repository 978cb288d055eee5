import { err, ok, type Result } from 'neverthrow';
import { orderTrackingRequired, orderTransitionRefused, type OrderTransitionError } from '../errors.js';
import type { OrderRecord, OrderStatus, OrderTracking } from './order.js';

/**
 * Where an order may go from each state (decision 1210):
 * placed → paid (online) or awaiting-cash (cash on delivery); either → processing → shipped →
 * delivered; cancelled from any state before shipping. `refunded` is the returns' to reach, and
 * `cancelled`, `delivered` and `refunded` go nowhere here.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['paid', 'awaiting-cash', 'cancelled'],
  paid: ['processing', 'cancelled'],
  'awaiting-cash': ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
};

/** Whether the state machine allows the move. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** A move the rule allowed: what the order store saves (the next state, its timeline entry, and so on). */
export interface OrderTransition {
  readonly status: OrderStatus;
  readonly at: Date;
  readonly tracking?: OrderTracking;
  /** A cancellation puts the units back on the shelves. */
  readonly restock?: true;
}

/**
 * The order's next state, or `ORDER_TRANSITION_REFUSED` {from, to}. Shipping needs the parcel's
 * carrier and number (`ORDER_TRACKING_REQUIRED`); a cancellation restocks.
 */
export function transitionOrder(order: Pick<OrderRecord, 'status'>, to: OrderStatus, at: Date, tracking?: OrderTracking): Result<OrderTransition, OrderTransitionError> {
  if (!canMoveOrder(order.status, to)) return err(orderTransitionRefused(order.status, to));
  if (to === 'shipped') {
    if (tracking === undefined || tracking.carrier.trim() === '' || tracking.number.trim() === '') return err(orderTrackingRequired());
    return ok({ status: to, at, tracking });
  }
  if (to === 'cancelled') return ok({ status: to, at, restock: true });
  return ok({ status: to, at });
}

/** How far the order's money has come, as the shopper and the invoice read it. */
export type OrderPaymentState = 'paid' | 'due-on-delivery' | 'pending' | 'cancelled' | 'refunded';

/**
 * Online orders are paid once `paid`; a cash-on-delivery order is paid when it is delivered (the
 * courier collects the cash as the parcel is handed over), and due on delivery until then.
 */
export function paymentStateOf(order: Pick<OrderRecord, 'status' | 'payment'>): OrderPaymentState {
  if (order.status === 'refunded') return 'refunded';
  if (order.status === 'cancelled') return 'cancelled';
  if (order.payment.method === 'cash-on-delivery') return order.status === 'delivered' ? 'paid' : 'due-on-delivery';
  return order.status === 'placed' ? 'pending' : 'paid';
}

/** When a cash-on-delivery order's cash was received: its delivery. */
export function cashReceivedAt(order: Pick<OrderRecord, 'status' | 'payment' | 'timeline'>): Date | undefined {
  if (order.payment.method !== 'cash-on-delivery' || order.status !== 'delivered') return undefined;
  return order.timeline.find((event) => event.status === 'delivered')?.at;
}
