import { errAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import { invalid, type InfrastructureError } from '../../../shared/errors.js';
import { paymentMethodUnavailable, type PaymentMethodUnavailableError } from '../../errors.js';
import type { PaymentProviderError } from '../../ports/payment-provider.port.js';
import type { CheckoutDeps } from '../checkout/checkout-deps.js';

export interface ValidateApplePayMerchantInput {
  readonly region: Region;
  /** The address `ApplePaySession.onvalidatemerchant` names. */
  readonly validationUrl: string;
  /** The store's name on the payment sheet. */
  readonly displayName: string;
  /** The store's domain, as registered with Apple. */
  readonly domain: string;
}

export type ValidateApplePayMerchantError = PaymentMethodUnavailableError | PaymentProviderError | InfrastructureError;

/** Whether an address is https on one of the allowed hosts (or a subdomain of one). */
export function isAllowedValidationUrl(url: string, hosts: readonly string[]): boolean {
  // No user info, an optional port, then the path: the host is what the request would reach.
  const match = /^https:\/\/([a-z0-9.-]+)(?::\d{1,5})?(?:[/?#]|$)/i.exec(url);
  if (match === null) return false;
  const host = match[1]!.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Apple Pay's merchant validation (the spec's validate-session): the merchant session the browser
 * hands to `completeMerchantValidation`, from the wallet's processor. Only where Apple Pay is on in
 * the region, and only for a validation address on Apple's hosts (configuration adds the sandbox's).
 */
export class ValidateApplePayMerchant {
  constructor(private readonly deps: CheckoutDeps) {}

  execute(input: ValidateApplePayMerchantInput): ResultAsync<unknown, ValidateApplePayMerchantError> {
    const wallet = this.deps.providers.wallet();
    if (wallet === undefined || !this.deps.settings.regions[input.region].applePay.enabled) return errAsync(paymentMethodUnavailable('apple-pay', 'not-offered'));
    if (!isAllowedValidationUrl(input.validationUrl, this.deps.settings.applePayValidationHosts)) return errAsync(invalid('validationUrl', 'not an Apple Pay validation address'));
    return wallet.validateMerchant(input.region, { validationUrl: input.validationUrl, displayName: input.displayName, domain: input.domain });
  }
}
