import type { ApplePayToken } from '../wire.js';

/** What a sandbox Apple Pay token's card does: authorised, declined, or declined for lack of funds. */
export type ApplePayOutcome = 'success' | 'decline' | 'insufficient_funds';

/**
 * The token a stubbed `ApplePaySession` hands back in `onpaymentauthorized`, shaped like Apple's
 * `ApplePayPaymentToken`: where Apple's `paymentData.data` is encrypted, the sandbox's is the base64
 * of `{"outcome": …}`, which decides the payment like a test card.
 */
export function sandboxApplePayToken(outcome: ApplePayOutcome = 'success', network: 'Visa' | 'MasterCard' | 'mada' = 'Visa', last4 = '4242'): ApplePayToken {
  return {
    paymentData: {
      version: 'EC_v1',
      data: Buffer.from(JSON.stringify({ outcome })).toString('base64'),
      signature: 'c2FuZGJveA==',
      header: { ephemeralPublicKey: 'c2FuZGJveA==', publicKeyHash: 'c2FuZGJveA==', transactionId: `sandbox-${last4}` },
    },
    paymentMethod: { displayName: `${network} ${last4}`, network, type: 'debit' },
    transactionIdentifier: `sandbox-${last4}`,
  };
}
