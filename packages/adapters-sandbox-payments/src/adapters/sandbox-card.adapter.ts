import type { ResultAsync } from 'neverthrow';
import type { PaymentIntent, PaymentProviderError, PaymentSession } from '@storefront/core/checkout';
import type { Region } from '@storefront/core/locale';
import { paymentSchema } from '../wire.js';
import { toCreateRequest, toSession } from './payment-mapping.js';
import { SandboxProviderBase } from './sandbox-provider.base.js';

/**
 * Cards through the sandbox acquirer: the shopper types the card on the sandbox's hosted page (the
 * number never reaches the store), or pays with a saved card's token, which needs no page unless
 * 3-D Secure challenges it.
 */
export class SandboxCardProvider extends SandboxProviderBase<'card'> {
  readonly id = 'card' as const;

  startPayment(_region: Region, intent: PaymentIntent): ResultAsync<PaymentSession, PaymentProviderError> {
    return this.api
      .call({
        provider: this.id,
        method: 'POST',
        path: ['v1', 'payments'],
        body: {
          ...toCreateRequest(intent),
          save_card: intent.saveInstrument === true,
          ...(intent.instrumentToken === undefined ? {} : { card_token: intent.instrumentToken }),
        },
        entity: { name: 'saved-card', id: intent.instrumentToken ?? '' },
        schema: paymentSchema,
      })
      .map(toSession);
  }
}
