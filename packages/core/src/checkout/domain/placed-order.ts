import type { OrderUpdateEvent } from '../../events/domain/marketing-event.js';
import { MAIL_TOPIC, type OutboxEntry } from '../../events/ports/outbox.port.js';
import type { NewOrder, OrderDelivery, OrderPayment, OrderRecord, OrderStatus } from '../../order/domain/order.js';
import type { MailMessage } from '../../shared/ports/mailer.port.js';
import type { CheckoutAttempt } from './checkout.js';

/** The outbox topic of the marketing platform's `order_update_backend` event. */
export const ORDER_UPDATE_TOPIC = 'marketing.order_update_backend';

export interface OrderPlacement {
  /** `paid` (an online payment authorised), `awaiting-cash` (cash on delivery). */
  readonly status: OrderStatus;
  readonly placedAt: Date;
  readonly payment: OrderPayment;
  /** The boutique's name in the order's language, for a pickup. */
  readonly boutiqueName?: string | undefined;
}

/**
 * The order an attempt becomes, from the quote the shopper agreed to. The cart knows no product
 * kind nor whether a piece is pierced, so every line is sold as `jewellery`, not pierced (decision
 * 1203); the return rules read these fields.
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
    lines: quote.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      sku: line.sku,
      name: line.name,
      options: line.options,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      total: line.total,
      imageUrl: line.imageUrl,
      kind: 'jewellery',
      pierced: false,
    })),
    coupons: quote.coupons,
    totals: quote.totals,
    delivery,
    payment: placement.payment,
  };
}

/** The `order_update_backend` event of an order as kept, for one of its changes. */
export function orderUpdateEvent(action: OrderUpdateEvent['action'], order: OrderRecord, occurredAt: Date): OrderUpdateEvent {
  return {
    name: 'order_update_backend',
    action,
    identity: { email: order.email },
    region: order.region,
    language: order.locale.language,
    orderReference: order.reference,
    status: order.status,
    paymentMethod: order.payment.method,
    total: order.totals.total,
    subtotal: order.totals.subtotal,
    discount: order.totals.discount,
    shipping: order.totals.shipping,
    taxTotal: order.totals.vat,
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    items: order.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      price: line.unitPrice,
      imageUrl: line.imageUrl,
    })),
    coupons: order.coupons,
    occurredAt: occurredAt.toISOString(),
  };
}

/**
 * The params of the `order-confirmation` email: flat values the template fills in, amounts in
 * minor units with their currency, lines numbered from 1 (`line1Name`, `line1Quantity`, …).
 */
export function orderConfirmationParams(order: OrderRecord): MailMessage['params'] {
  const params: Record<string, string | number> = {
    orderReference: order.reference,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    currency: order.totals.total.currency,
    subtotalMinor: order.totals.subtotal.amountMinor,
    discountMinor: order.totals.discount.amountMinor,
    shippingMinor: order.totals.shipping.amountMinor,
    cashOnDeliveryFeeMinor: order.totals.cashOnDeliveryFee.amountMinor,
    vatMinor: order.totals.vat.amountMinor,
    totalMinor: order.totals.total.amountMinor,
    paymentMethod: order.payment.method,
    deliveryKind: order.delivery.kind,
    lineCount: order.lines.length,
  };
  if (order.payment.card !== undefined) Object.assign(params, { cardBrand: order.payment.card.brand, cardLast4: order.payment.card.last4 });
  if (order.coupons.length > 0) params.coupons = order.coupons.join(', ');
  const delivery = order.delivery;
  if (delivery.kind === 'pickup') {
    Object.assign(params, { boutiqueId: delivery.boutiqueId, boutiqueName: delivery.boutiqueName });
  } else {
    const { address } = delivery;
    Object.assign(params, {
      shippingMethod: delivery.method,
      recipientName: `${address.firstName} ${address.lastName}`.trim(),
      phone: address.phone,
      addressLine1: address.line1,
      governorate: address.governorate,
      city: address.city,
    });
    if (address.line2 !== undefined && address.line2 !== '') params.addressLine2 = address.line2;
    if (address.postalCode !== undefined && address.postalCode !== '') params.postalCode = address.postalCode;
  }
  order.lines.forEach((line, index) => {
    const n = index + 1;
    Object.assign(params, {
      [`line${n}Name`]: line.name,
      [`line${n}Sku`]: line.sku,
      [`line${n}Options`]: line.options.map((option) => `${option.name}: ${option.value}`).join(', '),
      [`line${n}Quantity`]: line.quantity,
      [`line${n}UnitPriceMinor`]: line.unitPrice.amountMinor,
      [`line${n}TotalMinor`]: line.total.amountMinor,
      [`line${n}ImageUrl`]: line.imageUrl,
    });
  });
  return params;
}

/** The confirmation email of an order, in the order's language and region. */
export function orderConfirmationMail(order: OrderRecord): OutboxEntry {
  return { topic: MAIL_TOPIC, payload: { locale: order.locale, to: order.email, template: 'order-confirmation', params: orderConfirmationParams(order) } };
}

/**
 * What placing an order writes to the outbox with it: the `placed` event (and `paid` when an online
 * payment was authorised at once) and the confirmation email.
 */
export function placedOrderOutbox(order: OrderRecord, occurredAt: Date): readonly OutboxEntry[] {
  const events: OutboxEntry[] = [{ topic: ORDER_UPDATE_TOPIC, payload: orderUpdateEvent('placed', order, occurredAt) }];
  if (order.status === 'paid') events.push({ topic: ORDER_UPDATE_TOPIC, payload: orderUpdateEvent('paid', order, occurredAt) });
  return [...events, orderConfirmationMail(order)];
}
