import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { OrderLinks } from '../../order/domain/order-links.js';
import { orderConfirmationMail } from '../../order/domain/order-mail.js';
import { orderUpdateEntry } from '../../order/domain/order-marketing-event.js';
import type { NewOrder, OrderDelivery, OrderPayment, OrderRecord, OrderStatus } from '../../order/domain/order.js';
import type { CheckoutAttempt } from './checkout.js';

export interface OrderPlacement {
  /** `paid` (an online payment authorised), `awaiting-cash` (cash on delivery). */
  readonly status: OrderStatus;
  readonly placedAt: Date;
  readonly payment: OrderPayment;
  /** The boutique's name in the order's language, for a pickup. */
  readonly boutiqueName?: string | undefined;
}

/**
 * The order an attempt becomes, from the quote the shopper agreed to. Each line keeps the product's
 * kind and whether it is pierced as the catalogue gave them to the cart (decision 1330, amending
 * 1203); the return rules read these fields. No line is part of a bundle: the promotions know none.
 */
export function newOrderFrom(attempt: CheckoutAttempt, placement: OrderPlacement): NewOrder {
  const { quote } = attempt;
  const delivery: OrderDelivery =
    quote.delivery.kind === 'home' ? quote.delivery : { kind: 'pickup', boutiqueId: quote.delivery.boutiqueId, boutiqueName: placement.boutiqueName ?? '' };
  return {
    status: placement.status,
    placedAt: placement.placedAt,
    locale: quote.locale,
    email: attempt.email,
    customerId: attempt.customerId,
    lines: quote.lines,
    coupons: quote.coupons,
    totals: quote.totals,
    delivery,
    payment: placement.payment,
  };
}

/**
 * What placing an order writes to the outbox with it: the `placed` event (and `paid` when an online
 * payment was authorised at once) and the confirmation email, built by the order context's builders.
 */
export function placedOrderOutbox(order: OrderRecord, occurredAt: Date, links: OrderLinks): readonly OutboxEntry[] {
  const events: OutboxEntry[] = [orderUpdateEntry('placed', order, occurredAt)];
  if (order.status === 'paid') events.push(orderUpdateEntry('paid', order, occurredAt));
  return [...events, orderConfirmationMail(order, links)];
}
