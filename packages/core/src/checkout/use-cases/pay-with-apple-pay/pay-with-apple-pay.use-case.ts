import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { CheckoutAttempt } from '../../domain/checkout.js';
import { paymentMethodUnavailable, type PaymentMethodUnavailableError } from '../../errors.js';
import type { PaymentProviderError, ProviderPayment } from '../../ports/payment-provider.port.js';
import { AttemptChanges, type ChangedAttempt } from '../checkout/attempt-changes.js';
import type { CheckoutDeps } from '../checkout/checkout-deps.js';
import { outcomeOf, type AttemptFailedError, type CheckoutOutcome } from '../checkout/checkout-outcome.js';
import { OpenAttempt, type CheckoutRequest, type OpenAttemptError } from '../checkout/open-attempt.js';
import { paymentIntentOf } from '../place-order/place-order.use-case.js';

export interface PayWithApplePayInput extends CheckoutRequest {
  /** The payment token `onpaymentauthorized` handed over, passed to the processor as it is. */
  readonly token: unknown;
  /** Where the shopper is sent should the processor need a page (it seldom does). */
  readonly returnUrl: string;
}

export type PayWithApplePayError = OpenAttemptError | AttemptFailedError | PaymentMethodUnavailableError | PaymentProviderError | InfrastructureError;

/**
 * Apple Pay's payment (the spec's exchange-token): the cart re-priced and compared as for any
 * order, the attempt opened (stock reserved), the wallet's token exchanged with the processor
 * outside any transaction, then the order placed (`paid`) or the attempt failed with the reason.
 * The same key again answers the same.
 */
export class PayWithApplePay {
  private readonly opener: OpenAttempt;
  private readonly changes: AttemptChanges;

  constructor(private readonly deps: CheckoutDeps) {
    this.opener = new OpenAttempt(deps);
    this.changes = new AttemptChanges(deps);
  }

  execute(input: PayWithApplePayInput): ResultAsync<CheckoutOutcome, PayWithApplePayError> {
    const wallet = this.deps.providers.wallet();
    if (wallet === undefined) return errAsync(paymentMethodUnavailable('apple-pay', 'not-offered'));
    return this.opener.open(input, 'apple-pay', false).andThen((attempt): ResultAsync<CheckoutOutcome, PayWithApplePayError> => {
      if (attempt.status !== 'open') return outcomeOf(attempt).asyncAndThen((outcome) => okAsync(outcome));
      return wallet
        .exchangeToken(attempt.region, paymentIntentOf(attempt, { phone: OpenAttempt.phoneOf(input), returnUrl: input.returnUrl }), input.token)
        .orElse((error) =>
          this.changes.fail(attempt, 'provider-unavailable').andThen(() => errAsync<never, PaymentProviderError>(error.code === 'PAYMENT_PROVIDER_UNAVAILABLE' ? error : { code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: 'apple-pay' } })),
        )
        .andThen((payment) => this.apply(attempt, payment))
        .andThen(({ attempt: settled, order }) => outcomeOf(settled, order));
    });
  }

  private apply(attempt: CheckoutAttempt, payment: ProviderPayment): ResultAsync<ChangedAttempt, InfrastructureError> {
    switch (payment.status) {
      case 'authorised':
      case 'captured':
        if (payment.amount.amountMinor !== attempt.quote.totals.total.amountMinor || payment.amount.currency !== attempt.quote.totals.total.currency) {
          return this.changes.fail(attempt, 'declined');
        }
        return this.changes.place(attempt, { status: 'paid', payment: { method: 'apple-pay', providerRef: payment.providerRef, card: payment.card } });
      case 'pending':
        return this.changes.paymentStarted(attempt, { providerRef: payment.providerRef, expiresAt: attempt.expiresAt });
      case 'declined':
      case 'expired':
      case 'cancelled':
        return this.changes.fail(attempt, payment.declineReason ?? (payment.status === 'declined' ? 'declined' : payment.status));
    }
  }
}
