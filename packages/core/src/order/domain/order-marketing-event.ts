import type { OrderEventAction, OrderUpdateEvent } from '../../events/domain/marketing-event.js';
import type { OrderRecord } from './order.js';

/** The outbox topic of the marketing platform's `order_update_backend` event. */
export const ORDER_UPDATE_TOPIC = 'marketing.order_update_backend';

/**
 * The `order_update_backend` event of a move, from the order as the move left it (checkout's
 * placing and payment use it too). Written in the move's transaction, as `cart_update_backend` is.
 */
export function orderUpdateEvent(action: OrderEventAction, order: OrderRecord, occurredAt: Date): OrderUpdateEvent {
  return {
    name: 'order_update_backend',
    action,
    identity: { email: order.email },
    region: order.region,
    language: order.locale.language,
    orderReference: order.reference,
    ...(order.customerId === undefined ? {} : { customerId: order.customerId }),
    total: order.totals.total,
    subtotal: order.totals.subtotal,
    discount: order.totals.discount,
    shipping: order.totals.shipping,
    taxTotal: order.totals.vat,
    paymentMethod: order.payment.method,
    delivery: order.delivery.kind,
    itemCount: order.lines.reduce((count, line) => count + line.quantity, 0),
    items: order.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      price: line.unitPrice,
      imageUrl: line.imageUrl,
    })),
    ...(order.tracking === undefined ? {} : { tracking: { carrier: order.tracking.carrier, number: order.tracking.number } }),
    occurredAt: occurredAt.toISOString(),
  };
}

/** The outbox entry of the event. */
export function orderUpdateEntry(action: OrderEventAction, order: OrderRecord, occurredAt: Date): { readonly topic: string; readonly payload: OrderUpdateEvent } {
  return { topic: ORDER_UPDATE_TOPIC, payload: orderUpdateEvent(action, order, occurredAt) };
}
