import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { PaymentProviderId } from '../../../checkout/domain/payment-method.js';
import type { PaymentProviders, PaymentProviderUnavailable } from '../../../checkout/ports/payment-provider.port.js';
import type { OutboxEntry } from '../../../events/ports/outbox.port.js';
import type { Region } from '../../../locale/domain/locale.js';
import { notFound, type InfrastructureError } from '../../../shared/errors.js';
import type { ClockPort } from '../../../shared/ports/clock.port.js';
import type { OrderTransitionError } from '../../errors.js';
import type { OrderRecord, OrderStatus, OrderTracking } from '../../domain/order.js';
import { orderLinks } from '../../domain/order-links.js';
import { orderCancelledMail, orderShippedMail, type OrderCancelledRefund } from '../../domain/order-mail.js';
import { orderUpdateEntry } from '../../domain/order-marketing-event.js';
import { readOrderReference } from '../../domain/order-reference.js';
import { transitionOrder, type OrderTransition } from '../../domain/order-transitions.js';
import type { OrderChange, OrderStore } from '../../ports/order-store.port.js';

/** The operator's moves of an order. */
export type OrderMove =
  | { readonly kind: 'process' }
  | { readonly kind: 'ship'; readonly tracking: OrderTracking }
  | { readonly kind: 'deliver' }
  | { readonly kind: 'cancel' };

export interface AdvanceOrderInput {
  readonly region: Region;
  readonly reference: string;
  readonly move: OrderMove;
  /** The store's origin, for the emails' links (`https://shop.example`). */
  readonly origin: string;
}

export type AdvanceOrderError = OrderTransitionError | PaymentProviderUnavailable | InfrastructureError;

const TARGET: Readonly<Record<OrderMove['kind'], OrderStatus>> = { process: 'processing', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled' };

/** The order as the move leaves it: what its events and emails describe. */
function after(order: OrderRecord, transition: OrderTransition): OrderRecord {
  return {
    ...order,
    status: transition.status,
    timeline: [...order.timeline, { status: transition.status, at: transition.at }],
    ...(transition.tracking === undefined ? {} : { tracking: transition.tracking }),
  };
}

/**
 * Moves an order on, as the merchant's operator does (decision 1210): process, ship with the
 * parcel's tracking, deliver, cancel. The state machine decides under the store's lock; each move
 * writes its marketing event and email in the same transaction: shipped (and its email),
 * delivered (a cash-on-delivery order is paid then too), cancelled (and its email).
 *
 * A cancellation restocks and gives the money back first, outside the lock (decision 1214): the
 * provider says where the payment stands; an authorised one is voided, a captured one refunded in
 * full (idempotency key `order-cancel:<reference>`, so a retried cancellation never refunds twice).
 * If the provider fails, nothing changes and the operator tries again.
 */
export class AdvanceOrder {
  constructor(
    private readonly orders: OrderStore,
    private readonly payments: PaymentProviders,
    private readonly clock: ClockPort,
  ) {}

  execute(input: AdvanceOrderInput): ResultAsync<OrderRecord, AdvanceOrderError> {
    const reference = readOrderReference(input.reference);
    if (reference === undefined) return errAsync(notFound('order', input.reference));
    if (input.move.kind !== 'cancel') return this.change(input, reference, 'none');
    return this.orders
      .read(input.region, reference)
      .andThen((order) => {
        // Refused before any money moves: an order that can no longer be cancelled keeps its payment.
        const allowed = transitionOrder(order, 'cancelled', this.clock.now());
        return allowed.isErr() ? errAsync<OrderRecord, AdvanceOrderError>(allowed.error) : okAsync<OrderRecord, AdvanceOrderError>(order);
      })
      .andThen((order) => this.releasePayment(order))
      .andThen((refund) => this.change(input, reference, refund));
  }

  private change(input: AdvanceOrderInput, reference: string, refund: OrderCancelledRefund): ResultAsync<OrderRecord, AdvanceOrderError> {
    const tracking = input.move.kind === 'ship' ? input.move.tracking : undefined;
    const links = orderLinks(input.origin);
    return this.orders.change<AdvanceOrderError>(input.region, reference, (order) => {
      const at = this.clock.now();
      const decided = transitionOrder(order, TARGET[input.move.kind], at, tracking);
      if (decided.isErr()) return errAsync(decided.error);
      const transition = decided.value;
      const next = after(order, transition);
      const outbox: OutboxEntry[] = [];
      switch (transition.status) {
        case 'shipped':
          outbox.push(orderUpdateEntry('shipped', next, at), orderShippedMail(next, links));
          break;
        case 'delivered':
          if (order.payment.method === 'cash-on-delivery') outbox.push(orderUpdateEntry('paid', next, at));
          outbox.push(orderUpdateEntry('delivered', next, at));
          break;
        case 'cancelled':
          outbox.push(orderUpdateEntry('cancelled', next, at), orderCancelledMail(next, links, refund));
          break;
        default:
          break;
      }
      const change: OrderChange = { ...transition, outbox };
      return okAsync(change);
    });
  }

  /** Voids an authorised payment, refunds a captured one, or answers that no money is held. */
  private releasePayment(order: OrderRecord): ResultAsync<OrderCancelledRefund, AdvanceOrderError> {
    const { method, providerRef } = order.payment;
    if (method === 'cash-on-delivery' || providerRef === undefined) return okAsync('none');
    const providerId: PaymentProviderId = method;
    const provider = this.payments.find(providerId);
    if (provider === undefined) return errAsync({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: providerId } });
    return provider.getPayment(order.region, providerRef).andThen((payment): ResultAsync<OrderCancelledRefund, AdvanceOrderError> => {
      switch (payment.status) {
        case 'pending':
        case 'authorised':
          return provider.cancelPayment(order.region, providerRef).map((): OrderCancelledRefund => 'released');
        case 'captured':
          return provider.refund(order.region, providerRef, order.totals.total, `order-cancel:${order.reference}`).map((): OrderCancelledRefund => 'refunded');
        case 'declined':
        case 'expired':
        case 'cancelled':
          return okAsync('none');
      }
    });
  }
}
