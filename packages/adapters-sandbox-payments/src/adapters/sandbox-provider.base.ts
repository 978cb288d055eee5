import type { Result, ResultAsync } from 'neverthrow';
import type { Money } from '@storefront/core/catalog';
import type {
  PaymentIntent,
  PaymentProvider,
  PaymentProviderError,
  PaymentProviderId,
  PaymentSession,
  ProviderPayment,
  ReceivedWebhook,
  WebhookEnvelope,
  WebhookRejected,
} from '@storefront/core/checkout';
import type { Region } from '@storefront/core/locale';
import { paymentSchema, refundSchema } from '../wire.js';
import { toProviderPayment } from './payment-mapping.js';
import type { SandboxApiClient } from './sandbox-api.client.js';
import { readSandboxWebhook } from './webhook-reader.js';

/**
 * What every sandbox provider shares: a payment is read, captured, voided and refunded by its id
 * at the same JSON API, whichever provider opened it. Opening one is each provider's own call.
 */
export abstract class SandboxProviderBase<Id extends PaymentProviderId> implements PaymentProvider {
  abstract readonly id: Id;

  constructor(protected readonly api: SandboxApiClient) {}

  abstract startPayment(region: Region, intent: PaymentIntent): ResultAsync<PaymentSession, PaymentProviderError>;

  getPayment(_region: Region, providerRef: string): ResultAsync<ProviderPayment, PaymentProviderError> {
    return this.#payment('GET', providerRef);
  }

  cancelPayment(_region: Region, providerRef: string): ResultAsync<void, PaymentProviderError> {
    return this.#payment('POST', providerRef, 'void').map(() => undefined);
  }

  capturePayment(_region: Region, providerRef: string): ResultAsync<ProviderPayment, PaymentProviderError> {
    return this.#payment('POST', providerRef, 'capture');
  }

  refund(_region: Region, providerRef: string, amount: Money, idempotencyKey: string): ResultAsync<{ readonly refundId: string }, PaymentProviderError> {
    return this.api
      .call({
        provider: this.id,
        method: 'POST',
        path: ['v1', 'payments', providerRef, 'refunds'],
        body: { amount: amount.amountMinor, idempotency_key: idempotencyKey },
        entity: { name: 'payment', id: providerRef },
        schema: refundSchema,
      })
      .map((refund) => ({ refundId: refund.id }));
  }

  deleteSavedCard(_region: Region, token: string): ResultAsync<void, PaymentProviderError> {
    return this.api.call<void>({ provider: this.id, method: 'DELETE', path: ['v1', 'cards', token], entity: { name: 'saved-card', id: token } });
  }

  readWebhook(webhook: ReceivedWebhook): Result<WebhookEnvelope, WebhookRejected> {
    return readSandboxWebhook(this.id, webhook);
  }

  #payment(method: 'GET' | 'POST', providerRef: string, action?: 'capture' | 'void'): ResultAsync<ProviderPayment, PaymentProviderError> {
    const path = action === undefined ? ['v1', 'payments', providerRef] : ['v1', 'payments', providerRef, action];
    return this.api
      .call({ provider: this.id, method, path, entity: { name: 'payment', id: providerRef }, schema: paymentSchema })
      .map(toProviderPayment);
  }
}
