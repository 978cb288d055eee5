import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { money, type Money } from '../../../catalog/domain/money.js';
import type { PaymentProviderUnavailable } from '../../../checkout/ports/payment-provider.port.js';
import type { Region } from '../../../locale/domain/locale.js';
import type { OrderRecord } from '../../../order/domain/order.js';
import { readOrderReference } from '../../../order/domain/order-reference.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import { returnTransitionRefused, type ReturnTransitionRefusedError } from '../../errors.js';
import { returnStatusMail, type ReturnMailOrder } from '../../domain/return-mail.js';
import { moveAlreadyMade, nextReturnStatus } from '../../domain/return-transitions.js';
import type { ReturnMove, ReturnRefund, StoredReturn } from '../../domain/return.js';
import type { ReturnChange } from '../../ports/return-store.port.js';
import { notFoundFor, orderNamedIn, type ReturnsDeps } from '../returns-deps.js';

export interface AdvanceReturnInput {
  readonly region: Region;
  readonly reference: string;
  readonly move: ReturnMove;
}

export type AdvanceReturnError = ReturnTransitionRefusedError | PaymentProviderUnavailable | InfrastructureError;

const NOTE_MAX = 1000;

/** The idempotency key of a return's refund: one per return, so a retried refund never pays twice. */
export const returnRefundKey = (reference: string): string => `return-refund:${reference}`;

/**
 * The operator's moves of a return (decision 1311): approve, receive, inspect, refund, reject
 * (with a note). A move already made answers the return as it is; one the state machine does not
 * allow is `RETURN_TRANSITION_REFUSED`. Each move writes its history entry and its email in one
 * transaction; the email names the return's pieces in the language the return was asked in, as the
 * catalogue names them (the order is read before the lock). The refund (decision 1314) goes back
 * the way the order was paid: through the payment provider's refund with the return's own
 * idempotency key, outside the lock, then is recorded; or, for cash on delivery, recorded as a
 * bank transfer to the IBAN given. It is never more than the order's total less what its other
 * returns refunded.
 */
export class AdvanceReturn {
  constructor(private readonly deps: ReturnsDeps) {}

  execute(input: AdvanceReturnInput): ResultAsync<StoredReturn, AdvanceReturnError> {
    const reference = readOrderReference(input.reference);
    if (reference === undefined) return errAsync(notFoundFor('return', input.reference));
    const { returns } = this.deps;
    return returns
      .read(input.region, reference)
      .mapErr((error) => (error.code === 'NOT_FOUND' ? notFoundFor('return', reference) : error))
      .andThen((current): ResultAsync<StoredReturn, AdvanceReturnError> => {
        if (moveAlreadyMade(current.status, input.move.kind)) return okAsync(current);
        if (nextReturnStatus(current.status, input.move.kind) === undefined) return errAsync(returnTransitionRefused(current.status, input.move.kind));
        // The order, read before the lock: the refund's cap, and the lines' names for the email in the return's language.
        return this.deps.orders.read(current.region, current.orderReference).andThen((order) =>
          orderNamedIn(this.deps, order, current.locale.language).andThen((named) => {
            const moved = input.move.kind !== 'refund' ? this.move(input, reference, undefined, named) : this.payBack(current, order).andThen((refund) => this.move(input, reference, refund, named));
            return moved.orElse((error) => this.madeMeanwhile(input, reference, error));
          }),
        );
      });
  }

  /** The same move made at the same time by another call (a retried refund): answered as it left the return. */
  private madeMeanwhile(input: AdvanceReturnInput, reference: string, error: AdvanceReturnError): ResultAsync<StoredReturn, AdvanceReturnError> {
    if (error.code !== 'RETURN_TRANSITION_REFUSED' && error.code !== 'CONFLICT') return errAsync(error);
    return this.deps.returns
      .read(input.region, reference)
      .andThen((now): ResultAsync<StoredReturn, AdvanceReturnError> => (moveAlreadyMade(now.status, input.move.kind) ? okAsync(now) : errAsync(error)));
  }

  private move(input: AdvanceReturnInput, reference: string, refund: ReturnRefund | undefined, order: ReturnMailOrder): ResultAsync<StoredReturn, AdvanceReturnError> {
    const note = input.move.kind === 'reject' ? input.move.note?.trim().slice(0, NOTE_MAX) : undefined;
    return this.deps.returns.change<AdvanceReturnError>(input.region, reference, (current) => {
      const status = nextReturnStatus(current.status, input.move.kind);
      if (status === undefined) return errAsync(returnTransitionRefused(current.status, input.move.kind));
      const at = this.deps.clock.now();
      const after: StoredReturn = {
        ...current,
        status,
        history: [...current.history, { status, at }],
        ...(note === undefined || note === '' ? {} : { rejectionNote: note }),
        ...(refund === undefined ? {} : { refundAmount: refund.amount, refunds: [...current.refunds, refund] }),
      };
      const mail = returnStatusMail(after, order, this.deps.links);
      const change: ReturnChange = {
        status,
        at,
        ...(note === undefined || note === '' ? {} : { note }),
        ...(refund === undefined ? {} : { refund }),
        outbox: mail === undefined ? [] : [mail],
      };
      return okAsync(change);
    });
  }

  /** Gives the money back: the provider's refund under the return's key, or a bank transfer recorded. */
  private payBack(current: StoredReturn, order: OrderRecord): ResultAsync<ReturnRefund, AdvanceReturnError> {
    const key = returnRefundKey(current.reference);
    const done = current.refunds.find((refund) => refund.idempotencyKey === key);
    if (done !== undefined) return okAsync(done);
    return this.deps.returns.ofOrder(current.region, current.orderReference).andThen((all): ResultAsync<ReturnRefund, AdvanceReturnError> => {
      const amount = refundCap(order, all, current);
      const at = this.deps.clock.now();
      if (current.refundRoute.kind === 'bank-transfer' || amount.amountMinor === 0) {
        return okAsync({ idempotencyKey: key, amount, route: current.refundRoute.kind, at });
      }
      const { method, providerRef } = order.payment;
      const provider = method === 'cash-on-delivery' ? undefined : this.deps.payments.find(method);
      if (provider === undefined || providerRef === undefined || method === 'cash-on-delivery') {
        return errAsync({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: method === 'cash-on-delivery' ? 'card' : method } });
      }
      // A delivered order's payment may still be only authorised: what the shopper keeps is owed,
      // so it is captured first and the returned units refunded from it (decision 1314).
      return provider
        .getPayment(order.region, providerRef)
        .andThen((payment): ResultAsync<unknown, AdvanceReturnError> => {
          if (payment.status === 'captured') return okAsync(payment);
          if (payment.status === 'authorised') return provider.capturePayment(order.region, providerRef);
          return errAsync({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: method } });
        })
        .andThen(() => provider.refund(order.region, providerRef, amount, key))
        .map((made): ReturnRefund => ({ idempotencyKey: key, amount, route: 'original-method', providerRefundId: made.refundId, at }));
    });
  }
}

/** The return's refund, never more than the order's total less what its other returns refunded already. */
export function refundCap(order: Pick<OrderRecord, 'totals'>, all: readonly StoredReturn[], current: StoredReturn): Money {
  const refundedElsewhere = all
    .filter((entry) => entry.reference !== current.reference)
    .flatMap((entry) => entry.refunds)
    .reduce((sum, refund) => sum + refund.amount.amountMinor, 0);
  const left = Math.max(0, order.totals.total.amountMinor - refundedElsewhere);
  return money(Math.min(current.refundAmount.amountMinor, left), current.refundAmount.currency);
}
