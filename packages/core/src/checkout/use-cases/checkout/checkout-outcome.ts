import { err, ok, type Result } from 'neverthrow';
import type { OrderRecord } from '../../../order/domain/order.js';
import type { CheckoutAttempt } from '../../domain/checkout.js';
import { cartChanged, checkoutExpired, paymentDeclined, type CartChangedError, type CheckoutExpiredError, type PaymentDeclinedError } from '../../errors.js';
import type { PaymentProviderUnavailable } from '../../ports/payment-provider.port.js';

/**
 * Where a checkout attempt stands for the shopper: the order made, the provider's page to go to,
 * or a payment the provider has not settled yet (the page asks again shortly).
 */
export type CheckoutOutcome =
  | { readonly kind: 'placed'; readonly attemptId: string; readonly orderReference: string; readonly order?: OrderRecord | undefined }
  | { readonly kind: 'redirect'; readonly attemptId: string; readonly redirectUrl: string }
  | { readonly kind: 'pending'; readonly attemptId: string };

/** How a finished attempt that made no order answers, the same every time it is asked. */
export type AttemptFailedError = PaymentDeclinedError | PaymentProviderUnavailable | CheckoutExpiredError | CartChangedError;

/** The answer an attempt gives as it stands (with its order when the caller has it). */
export function outcomeOf(attempt: CheckoutAttempt, order?: OrderRecord): Result<CheckoutOutcome, AttemptFailedError> {
  switch (attempt.status) {
    case 'placed':
      return ok({ kind: 'placed', attemptId: attempt.id, orderReference: attempt.orderReference ?? order?.reference ?? '', order });
    case 'expired':
      return err(checkoutExpired());
    case 'failed': {
      const failure = attempt.failure ?? 'declined';
      if (failure === 'provider-unavailable') return err({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: attempt.provider ?? 'card' } });
      if (failure === 'cart-changed') return err(cartChanged([]));
      return err(paymentDeclined(failure));
    }
    case 'awaiting-payment':
      return ok(attempt.redirectUrl === undefined ? { kind: 'pending', attemptId: attempt.id } : { kind: 'redirect', attemptId: attempt.id, redirectUrl: attempt.redirectUrl });
    case 'open':
      return ok({ kind: 'pending', attemptId: attempt.id });
  }
}

/** Whether an attempt is final: placed, failed or expired. */
export const isFinal = (attempt: CheckoutAttempt): boolean => attempt.status === 'placed' || attempt.status === 'failed' || attempt.status === 'expired';
