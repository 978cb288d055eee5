import type { Result, ResultAsync } from 'neverthrow';
import type { Money } from '../../catalog/domain/money.js';
import type { Locale, Region } from '../../locale/domain/locale.js';
import type { DomainError, InfrastructureError } from '../../shared/errors.js';
import type { DeclineReason, PaymentProviderId, ProviderPaymentStatus, SavedCardDetails } from '../domain/payment-method.js';

export const PaymentProviders = Symbol.for('storefront.PaymentProviders');

/**
 * A provider that did not answer in time, or answered something unusable: the shopper is told to
 * try again or choose another method, and nothing is placed.
 */
export type PaymentProviderUnavailable = DomainError<'PAYMENT_PROVIDER_UNAVAILABLE', { provider: PaymentProviderId }>;

export type PaymentProviderError = InfrastructureError | PaymentProviderUnavailable;

/** One line as a buy-now-pay-later provider wants to see the order. */
export interface PaymentIntentLine {
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  /** Per unit, VAT included. */
  readonly unitPrice: Money;
}

/** What a payment is opened for. */
export interface PaymentIntent {
  /**
   * The checkout attempt's id: the provider's merchant reference and idempotency key, so opening
   * the same attempt twice answers the same session and never charges twice.
   */
  readonly attemptId: string;
  readonly locale: Locale;
  readonly amount: Money;
  readonly email: string;
  /** E.164, when the shopper gave one (buy-now-pay-later providers ask for it). */
  readonly phone?: string;
  readonly lines: readonly PaymentIntentLine[];
  /** Where the provider's page sends the shopper back, whatever the outcome. */
  readonly returnUrl: string;
  /** A saved card's token, to pay with it instead of entering a card. */
  readonly instrumentToken?: string;
  /** The shopper asked to keep the card entered on the provider's page (customers only). */
  readonly saveInstrument?: boolean;
  /** The customer's reference at the provider, for saved cards; absent for guests. */
  readonly customerReference?: string;
}

/** A payment opened at the provider and waiting for the shopper. */
export interface PaymentSession {
  /** The provider's id of the payment: what later calls and webhooks name. */
  readonly providerRef: string;
  /** The provider's own page (card entry, 3-D Secure, instalment approval); absent when none is needed. */
  readonly redirectUrl?: string;
  /** After this the provider no longer accepts the payment (a buy-now-pay-later session's life). */
  readonly expiresAt: Date;
}

/** A payment as the provider knows it now. */
export interface ProviderPayment {
  readonly providerRef: string;
  readonly status: ProviderPaymentStatus;
  readonly amount: Money;
  /** The reason, when `status` is `declined`, `expired` or `cancelled`. */
  readonly declineReason?: DeclineReason;
  /** The card the shopper asked to save, once the payment is authorised. */
  readonly savedCard?: SavedCardDetails;
  /** The card paid with, for the order's record (brand and last four only). */
  readonly card?: Pick<SavedCardDetails, 'brand' | 'last4'>;
}

/** A webhook as received: the raw body (signed as sent) and its headers, lower-case names. */
export interface ReceivedWebhook {
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly rawBody: string;
}

/**
 * A provider's webhook read into the core's terms, not yet trusted: the core checks the signature
 * over `signedPayload` with the provider's secret, the timestamp's age, and the event id's novelty.
 */
export interface WebhookEnvelope {
  readonly provider: PaymentProviderId;
  readonly eventId: string;
  /** When the provider signed it, seconds since the epoch, as the signature covers it. */
  readonly timestamp: number;
  /** The signature as sent (lower-case hex of HMAC-SHA256). */
  readonly signature: string;
  /** Exactly the text the signature covers (the provider's scheme decides, e.g. `${timestamp}.${rawBody}`). */
  readonly signedPayload: string;
  readonly type: string;
  /** The payment the event is about. */
  readonly providerRef: string;
}

/** A webhook the store does not act on, and why (logged; the provider is answered 400). */
export type WebhookRejected = DomainError<'WEBHOOK_REJECTED', { reason: 'unreadable' | 'signature' | 'stale' | 'replayed' | 'unknown-payment' }>;

/**
 * One payment provider (a card acquirer, a buy-now-pay-later provider, the wallet's processor).
 * The adapter only talks to the provider; which method is offered, for how much, what a status
 * means for the order and whether a webhook is trusted are the core's rules.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Opens a payment for the intent; the same `attemptId` answers the same session. */
  startPayment(region: Region, intent: PaymentIntent): ResultAsync<PaymentSession, PaymentProviderError>;
  /** Where the payment stands now (after the shopper came back, on a webhook, when reconciling). */
  getPayment(region: Region, providerRef: string): ResultAsync<ProviderPayment, PaymentProviderError>;
  /** Voids a payment not yet captured (a session given up, an order cancelled before shipping). */
  cancelPayment(region: Region, providerRef: string): ResultAsync<void, PaymentProviderError>;
  /** Captures an authorised payment, in full. */
  capturePayment(region: Region, providerRef: string): ResultAsync<ProviderPayment, PaymentProviderError>;
  /** Refunds part or all of a captured payment; the same `idempotencyKey` never refunds twice. */
  refund(region: Region, providerRef: string, amount: Money, idempotencyKey: string): ResultAsync<{ readonly refundId: string }, PaymentProviderError>;
  /** Forgets a saved card at the provider. */
  deleteSavedCard(region: Region, token: string): ResultAsync<void, PaymentProviderError>;
  /** Reads a webhook into the core's terms (no trust decided here). */
  readWebhook(webhook: ReceivedWebhook): Result<WebhookEnvelope, WebhookRejected>;
}

/**
 * Apple Pay's two server calls (the spec's validate-session and exchange-token): the merchant
 * session the browser's `ApplePaySession` asks for, and the payment token it hands back, exchanged
 * with the processor for a payment.
 */
export interface WalletPaymentProvider extends PaymentProvider {
  readonly id: 'apple-pay';
  /** The opaque merchant session for `ApplePaySession.completeMerchantValidation`. */
  validateMerchant(
    region: Region,
    input: { readonly validationUrl: string; readonly displayName: string; readonly domain: string },
  ): ResultAsync<unknown, PaymentProviderError>;
  /** Pays the attempt with the wallet's token. */
  exchangeToken(region: Region, intent: PaymentIntent, token: unknown): ResultAsync<ProviderPayment, PaymentProviderError>;
}

/** The providers the store is wired with, found by id. */
export interface PaymentProviders {
  find(id: PaymentProviderId): PaymentProvider | undefined;
  wallet(): WalletPaymentProvider | undefined;
}
