import type { ResultAsync } from 'neverthrow';
import type { Money } from '../../catalog/domain/money.js';
import type { Locale, Region } from '../../locale/domain/locale.js';
import type { PaymentMethodFamily } from '../../returns/domain/refund-route.js';
import type { DomainError, InfrastructureError } from '../../shared/errors.js';

export const PaymentPort = Symbol.for('storefront.PaymentPort');

export type PaymentError = InfrastructureError | DomainError<'PAYMENT_DECLINED', { reason: string }>;

export interface PaymentIntent {
  readonly locale: Locale;
  readonly cartId: string;
  readonly amount: Money;
  /** Makes retries safe: the same key never charges twice. */
  readonly idempotencyKey: string;
  readonly customerEmail: string;
}

/** A payment waiting for the shopper (a hosted page, an instalment plan, a wallet sheet). */
export interface PaymentSession {
  readonly sessionId: string;
  /** Where to send the shopper, when the method needs a page of its own. */
  readonly redirectUrl?: string;
}

export interface PaymentOutcome {
  readonly paymentId: string;
  readonly status: 'authorised' | 'captured' | 'pending';
}

/** One payment method family (card, buy-now-pay-later, cash on delivery) in a region. */
export interface PaymentPort {
  /** The method family this adapter takes. */
  readonly family: PaymentMethodFamily;
  /** Opens a payment for the cart's amount. */
  startPayment(region: Region, intent: PaymentIntent): ResultAsync<PaymentSession, PaymentError>;
  /** Confirms a session after the shopper came back. */
  confirmPayment(region: Region, sessionId: string): ResultAsync<PaymentOutcome, PaymentError>;
  /** Refunds all or part of a payment to the original method. */
  refund(region: Region, paymentId: string, amount: Money): ResultAsync<{ readonly refundId: string }, PaymentError>;
}
