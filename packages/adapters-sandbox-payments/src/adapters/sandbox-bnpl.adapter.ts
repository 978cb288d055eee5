import type { ResultAsync } from 'neverthrow';
import type { PaymentIntent, PaymentProviderError, PaymentSession } from '@storefront/core/checkout';
import type { Region } from '@storefront/core/locale';
import { paymentSchema, type BnplProvider } from '../wire.js';
import { toCreateRequest, toSession } from './payment-mapping.js';
import { SandboxProviderBase } from './sandbox-provider.base.js';

/**
 * A pay-in-4 provider of the sandbox. Opening a session sends the shopper to its approval page; an
 * order the provider will not finance (amount, currency) is opened already `declined` with no page,
 * as tabby answers a rejected session, so `getPayment` tells the reason (`not-eligible`).
 */
abstract class SandboxBnplProvider<Id extends BnplProvider> extends SandboxProviderBase<Id> {
  startPayment(_region: Region, intent: PaymentIntent): ResultAsync<PaymentSession, PaymentProviderError> {
    return this.api
      .call({
        provider: this.id,
        method: 'POST',
        path: ['v1', 'bnpl', this.id, 'sessions'],
        body: toCreateRequest(intent),
        entity: { name: 'payment', id: intent.attemptId },
        schema: paymentSchema,
      })
      .map(toSession);
  }
}

/** tabby-shaped pay in 4 (webhooks with `x-tabby-*` headers). */
export class SandboxTabbyProvider extends SandboxBnplProvider<'tabby'> {
  readonly id = 'tabby' as const;
}

/** Tamara-shaped pay in 4 (webhooks with `tamara-notification-id` and `tamara-signature: t=…,v1=…`). */
export class SandboxTamaraProvider extends SandboxBnplProvider<'tamara'> {
  readonly id = 'tamara' as const;
}
