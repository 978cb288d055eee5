import { errAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { PaymentIntent, PaymentProviderError, PaymentSession, ProviderPayment, WalletPaymentProvider } from '@storefront/core/checkout';
import type { Region } from '@storefront/core/locale';
import { invalid } from '@storefront/core/shared';
import { applePayTokenSchema, paymentSchema } from '../wire.js';
import { toCreateRequest, toProviderPayment } from './payment-mapping.js';
import { SandboxProviderBase } from './sandbox-provider.base.js';

const merchantSessionSchema = z.looseObject({ merchantSessionIdentifier: z.string(), epochTimestamp: z.number(), expiresAt: z.number() });

/**
 * Apple Pay through the sandbox: the merchant session for `ApplePaySession`, and the payment token
 * it hands back exchanged for a payment (authorised or declined at once). A wallet payment has no
 * page, so `startPayment` is refused: the wallet's payments begin with `exchangeToken`.
 */
export class SandboxApplePayProvider extends SandboxProviderBase<'apple-pay'> implements WalletPaymentProvider {
  readonly id = 'apple-pay' as const;

  startPayment(_region: Region, _intent: PaymentIntent): ResultAsync<PaymentSession, PaymentProviderError> {
    return errAsync(invalid('method', 'wallet-token-required'));
  }

  validateMerchant(
    _region: Region,
    input: { readonly validationUrl: string; readonly displayName: string; readonly domain: string },
  ): ResultAsync<unknown, PaymentProviderError> {
    return this.api.call({
      provider: this.id,
      method: 'POST',
      path: ['v1', 'apple-pay', 'sessions'],
      body: { validation_url: input.validationUrl, display_name: input.displayName, domain: input.domain },
      entity: { name: 'merchant-session', id: input.domain },
      schema: merchantSessionSchema,
    });
  }

  exchangeToken(_region: Region, intent: PaymentIntent, token: unknown): ResultAsync<ProviderPayment, PaymentProviderError> {
    const parsed = applePayTokenSchema.safeParse(token);
    if (!parsed.success) return errAsync(invalid('token', 'unreadable'));
    return this.api
      .call({
        provider: this.id,
        method: 'POST',
        path: ['v1', 'apple-pay', 'payments'],
        body: { ...toCreateRequest(intent), token: parsed.data },
        entity: { name: 'payment', id: intent.attemptId },
        schema: paymentSchema,
      })
      .map(toProviderPayment);
  }
}
