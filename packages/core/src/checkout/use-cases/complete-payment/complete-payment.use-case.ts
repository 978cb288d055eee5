import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import { notFound, type InfrastructureError } from '../../../shared/errors.js';
import type { AttemptFailure, CheckoutAttempt } from '../../domain/checkout.js';
import type { PaymentProviderId } from '../../domain/payment-method.js';
import type { WebhookEventId } from '../../ports/checkout-store.port.js';
import type { PaymentProviderError, ProviderPayment } from '../../ports/payment-provider.port.js';
import { AttemptChanges, type ChangedAttempt } from '../checkout/attempt-changes.js';
import type { CheckoutDeps } from '../checkout/checkout-deps.js';
import { isFinal, outcomeOf, type AttemptFailedError, type CheckoutOutcome } from '../checkout/checkout-outcome.js';

/** Which attempt: by its id (the return address names it), or by the provider's payment (a webhook). */
export type PaymentToComplete =
  | { readonly region: Region; readonly attemptId: string }
  | { readonly provider: PaymentProviderId; readonly providerRef: string };

export interface CompletePaymentOptions {
  /** The webhook event that asked: recorded in the change's transaction, so a replay changes nothing. */
  readonly webhookEvent?: WebhookEventId;
}

export type CompletePaymentError = AttemptFailedError | PaymentProviderError | InfrastructureError;

/** Why a payment that ended without paying failed the attempt. */
function failureOf(payment: ProviderPayment): AttemptFailure {
  if (payment.declineReason !== undefined) return payment.declineReason;
  return payment.status === 'expired' ? 'expired' : payment.status === 'cancelled' ? 'cancelled' : 'declined';
}

/**
 * Finishes an attempt from what its provider says of the payment (the shopper back on the return
 * address, a webhook, expiry and reconciliation): authorised or captured places the order (`paid`,
 * the card's brand and last four, the card saved when a customer asked); declined, expired or
 * cancelled fails it and gives the stock back; pending changes nothing. A payment of another amount
 * than the order's is cancelled at the provider and fails the attempt. An attempt already placed or
 * failed answers its outcome without asking the provider or changing anything.
 */
export class CompletePayment {
  private readonly changes: AttemptChanges;

  constructor(private readonly deps: CheckoutDeps) {
    this.changes = new AttemptChanges(deps);
  }

  execute(which: PaymentToComplete, options: CompletePaymentOptions = {}): ResultAsync<CheckoutOutcome, CompletePaymentError> {
    return this.settle(which, options).andThen(({ attempt, order }) => outcomeOf(attempt, order));
  }

  /** The attempt as it stands once the provider's answer is applied (the webhook and the periodic runs read this). */
  settle(which: PaymentToComplete, options: CompletePaymentOptions = {}): ResultAsync<ChangedAttempt, PaymentProviderError | InfrastructureError> {
    return this.find(which).andThen((attempt) => this.settleAttempt(attempt, options));
  }

  /** Applies the provider's answer to an attempt already read. */
  settleAttempt(attempt: CheckoutAttempt, options: CompletePaymentOptions = {}): ResultAsync<ChangedAttempt, PaymentProviderError | InfrastructureError> {
    const provider = attempt.provider === undefined ? undefined : this.deps.providers.find(attempt.provider);
    if (isFinal(attempt) || attempt.providerRef === undefined || provider === undefined) return okAsync<ChangedAttempt, PaymentProviderError | InfrastructureError>({ attempt });
    const providerRef = attempt.providerRef;
    return provider.getPayment(attempt.region, providerRef).andThen((payment) => {
      if (payment.status === 'pending') return okAsync<ChangedAttempt, InfrastructureError>({ attempt });
      if (payment.status === 'authorised' || payment.status === 'captured') {
        const owed = attempt.quote.totals.total;
        if (payment.amount.amountMinor !== owed.amountMinor || payment.amount.currency !== owed.currency) {
          return provider
            .cancelPayment(attempt.region, providerRef)
            .orElse(() => okAsync(undefined))
            .andThen(() => this.changes.fail(attempt, 'declined', options));
        }
        return this.changes.place(
          attempt,
          {
            status: 'paid',
            payment: { method: attempt.quote.method, providerRef, card: payment.card },
            savedCard: payment.savedCard,
          },
          options,
        );
      }
      return this.changes.fail(attempt, failureOf(payment), options);
    });
  }

  private find(which: PaymentToComplete): ResultAsync<CheckoutAttempt, InfrastructureError> {
    if ('attemptId' in which) return this.deps.store.read(which.region, which.attemptId);
    return this.deps.store
      .findByProviderRef(which.provider, which.providerRef)
      .andThen((attempt) => (attempt === undefined ? errAsync(notFound('checkout-attempt', which.providerRef)) : okAsync(attempt)));
  }
}
