import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { CheckoutAttemptStatus } from '../../domain/checkout.js';
import type { PaymentProviderId } from '../../domain/payment-method.js';
import type { PaymentProviderError, ReceivedWebhook, WebhookEnvelope, WebhookRejected } from '../../ports/payment-provider.port.js';
import type { CheckoutDeps } from '../checkout/checkout-deps.js';
import { CompletePayment } from '../complete-payment/complete-payment.use-case.js';

export type HandlePaymentWebhookError = WebhookRejected | PaymentProviderError | InfrastructureError;

/** What a trusted webhook did: the attempt it was about and where that now stands. */
export interface HandledWebhook {
  readonly attemptId: string;
  readonly status: CheckoutAttemptStatus;
}

const rejected = (reason: WebhookRejected['params']['reason']): WebhookRejected => ({ code: 'WEBHOOK_REJECTED', params: { reason } });

/**
 * A provider's webhook, trusted only once it proves itself: read by the provider's adapter, its
 * signature checked over exactly the signed text with the provider's configured secret, its time
 * within the tolerance of now (either way), its event id never seen, and its payment one of ours.
 * Then the payment is completed as on the return address, the event id recorded in the same
 * transaction. Every refusal is `WEBHOOK_REJECTED` with its reason and changes nothing.
 */
export class HandlePaymentWebhook {
  private readonly complete: CompletePayment;

  constructor(private readonly deps: CheckoutDeps) {
    this.complete = new CompletePayment(deps);
  }

  execute(providerId: PaymentProviderId, webhook: ReceivedWebhook): ResultAsync<HandledWebhook, HandlePaymentWebhookError> {
    const provider = this.deps.providers.find(providerId);
    if (provider === undefined) return errAsync(rejected('unreadable'));
    const read = provider.readWebhook(webhook);
    if (read.isErr()) return errAsync(read.error);
    const envelope = read.value;
    const refusal = this.untrusted(providerId, envelope);
    if (refusal !== undefined) return errAsync(refusal);
    const event = { provider: providerId, eventId: envelope.eventId };
    return this.deps.store
      .seenWebhookEvent(event)
      .andThen((seen) => (seen ? errAsync(rejected('replayed')) : this.deps.store.findByProviderRef(providerId, envelope.providerRef)))
      .andThen((attempt) => (attempt === undefined ? errAsync(rejected('unknown-payment')) : okAsync(attempt)))
      .andThen((attempt) => this.complete.settleAttempt(attempt, { webhookEvent: event }))
      .map(({ attempt }) => ({ attemptId: attempt.id, status: attempt.status }))
      // Two deliveries of one event racing: the store records the id once, the second is a replay.
      .mapErr((error) => (error.code === 'CONFLICT' && error.params.entity === 'webhook-event' ? rejected('replayed') : error));
  }

  private untrusted(providerId: PaymentProviderId, envelope: WebhookEnvelope): WebhookRejected | undefined {
    if (envelope.provider !== providerId) return rejected('unreadable');
    const secret = this.deps.settings.webhookSecrets[providerId];
    if (secret === undefined || !this.deps.signatures.verify(secret, envelope.signedPayload, envelope.signature)) return rejected('signature');
    const ageSeconds = Math.abs(this.deps.clock.now().getTime() / 1000 - envelope.timestamp);
    return ageSeconds > this.deps.settings.webhookToleranceSeconds ? rejected('stale') : undefined;
  }
}
