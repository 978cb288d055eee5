import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import type { Money } from '../../catalog/domain/money.js';
import type { Region } from '../../locale/domain/locale.js';
import { notFound } from '../../shared/errors.js';
import type { DeclineReason, PaymentProviderId, ProviderPaymentStatus, SavedCardDetails } from '../domain/payment-method.js';
import type {
  PaymentIntent,
  PaymentProvider,
  PaymentProviderError,
  PaymentProviders,
  PaymentSession,
  ProviderPayment,
  ReceivedWebhook,
  WalletPaymentProvider,
  WebhookEnvelope,
  WebhookRejected,
} from '../ports/payment-provider.port.js';
import type { MessageSignatures } from '../ports/message-signatures.port.js';

interface FakePayment {
  payment: ProviderPayment;
  readonly region: Region;
  readonly intent: PaymentIntent;
  readonly session: PaymentSession;
}

const SESSION_MINUTES = 60;

/**
 * A payment provider in memory with a provider's behaviours: a session per attempt (the same
 * attempt answers the same session), a hosted page the shopper finishes with `approve` or
 * `decline`, a saved card paid with at once (`savedCardOutcome`), `down` for a provider that does
 * not answer, and webhooks it signs as a real one would (`webhook`).
 */
export class FakePaymentProvider implements PaymentProvider {
  readonly payments = new Map<string, FakePayment>();
  readonly started: PaymentIntent[] = [];
  readonly cancelled: string[] = [];
  readonly deletedCards: string[] = [];
  /** Every call fails as a provider that does not answer. */
  down = false;
  /** Only `deleteSavedCard` fails. */
  deleteFails = false;
  /** What paying with a saved card answers at once. */
  savedCardOutcome: ProviderPaymentStatus = 'authorised';
  private issued = 0;

  constructor(
    readonly id: PaymentProviderId,
    protected readonly now: () => Date = () => new Date(),
  ) {}

  startPayment(region: Region, intent: PaymentIntent): ResultAsync<PaymentSession, PaymentProviderError> {
    if (this.down) return errAsync(this.unavailable());
    const existing = [...this.payments.values()].find((kept) => kept.intent.attemptId === intent.attemptId);
    if (existing !== undefined) return okAsync(existing.session);
    this.started.push(intent);
    const providerRef = `${this.id}-pay-${++this.issued}`;
    const withCard = intent.instrumentToken !== undefined;
    const session: PaymentSession = {
      providerRef,
      ...(withCard ? {} : { redirectUrl: `https://pay.example/${this.id}/${providerRef}` }),
      expiresAt: new Date(this.now().getTime() + SESSION_MINUTES * 60_000),
    };
    const status: ProviderPaymentStatus = withCard ? this.savedCardOutcome : 'pending';
    this.payments.set(providerRef, {
      region,
      intent,
      session,
      payment: { providerRef, status, amount: intent.amount, ...(withCard && status === 'authorised' ? { card: { brand: 'visa', last4: '4242' } } : {}) },
    });
    return okAsync(session);
  }

  getPayment(region: Region, providerRef: string): ResultAsync<ProviderPayment, PaymentProviderError> {
    if (this.down) return errAsync(this.unavailable());
    const kept = this.payments.get(providerRef);
    return kept === undefined || kept.region !== region ? errAsync(notFound('payment', providerRef)) : okAsync(kept.payment);
  }

  cancelPayment(region: Region, providerRef: string): ResultAsync<void, PaymentProviderError> {
    if (this.down) return errAsync(this.unavailable());
    this.cancelled.push(providerRef);
    this.settle(providerRef, 'cancelled', 'cancelled');
    return okAsync(undefined);
  }

  capturePayment(region: Region, providerRef: string): ResultAsync<ProviderPayment, PaymentProviderError> {
    if (this.down) return errAsync(this.unavailable());
    this.settle(providerRef, 'captured');
    return this.getPayment(region, providerRef);
  }

  refund(_region: Region, providerRef: string, _amount: Money, idempotencyKey: string): ResultAsync<{ readonly refundId: string }, PaymentProviderError> {
    if (this.down) return errAsync(this.unavailable());
    return okAsync({ refundId: `${providerRef}-refund-${idempotencyKey}` });
  }

  deleteSavedCard(_region: Region, token: string): ResultAsync<void, PaymentProviderError> {
    if (this.down || this.deleteFails) return errAsync(this.unavailable());
    this.deletedCards.push(token);
    return okAsync(undefined);
  }

  /** Reads the fake's webhooks: `x-fake-signature`, `x-fake-timestamp`, a JSON body `{id, type, payment}`. */
  readWebhook(webhook: ReceivedWebhook): Result<WebhookEnvelope, WebhookRejected> {
    const signature = webhook.headers['x-fake-signature'];
    const timestamp = Number(webhook.headers['x-fake-timestamp']);
    let body: { id?: unknown; type?: unknown; payment?: unknown };
    try {
      body = JSON.parse(webhook.rawBody) as typeof body;
    } catch {
      return err({ code: 'WEBHOOK_REJECTED', params: { reason: 'unreadable' } });
    }
    if (signature === undefined || !Number.isInteger(timestamp) || typeof body.id !== 'string' || typeof body.type !== 'string' || typeof body.payment !== 'string') {
      return err({ code: 'WEBHOOK_REJECTED', params: { reason: 'unreadable' } });
    }
    return ok({ provider: this.id, eventId: body.id, timestamp, signature, signedPayload: `${timestamp}.${webhook.rawBody}`, type: body.type, providerRef: body.payment });
  }

  /** A webhook about a payment as the provider sends it, signed with `secret` at `at`. */
  webhook(signatures: MessageSignatures, secret: string, event: { readonly id: string; readonly providerRef: string; readonly type?: string }, at: Date = this.now()): ReceivedWebhook {
    const timestamp = Math.floor(at.getTime() / 1000);
    const rawBody = JSON.stringify({ id: event.id, type: event.type ?? 'payment.updated', payment: event.providerRef });
    return { headers: { 'x-fake-signature': signatures.sign(secret, `${timestamp}.${rawBody}`), 'x-fake-timestamp': String(timestamp) }, rawBody };
  }

  /** The shopper approved on the provider's page (and asked to keep the card when the intent said so). */
  approve(providerRef: string, card: SavedCardDetails = { token: 'tok_visa_4242', brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 }): void {
    const kept = this.payments.get(providerRef);
    if (kept === undefined) throw new Error(`No payment ${providerRef}`);
    kept.payment = {
      providerRef,
      status: 'authorised',
      amount: kept.payment.amount,
      card: { brand: card.brand, last4: card.last4 },
      ...(kept.intent.saveInstrument === true ? { savedCard: card } : {}),
    };
  }

  /** The payment ends another way: declined (with a reason), expired, cancelled. */
  decline(providerRef: string, reason: DeclineReason = 'declined'): void {
    this.settle(providerRef, 'declined', reason);
  }

  /** The payment's amount at the provider is not the order's (a tampered or mixed-up payment). */
  charge(providerRef: string, amount: Money): void {
    const kept = this.payments.get(providerRef);
    if (kept !== undefined) kept.payment = { ...kept.payment, amount };
  }

  /** The payment of an attempt, by the attempt's id. */
  refOf(attemptId: string): string {
    const kept = [...this.payments.values()].find((payment) => payment.intent.attemptId === attemptId);
    if (kept === undefined) throw new Error(`No payment for ${attemptId}`);
    return kept.payment.providerRef;
  }

  protected settle(providerRef: string, status: ProviderPaymentStatus, declineReason?: DeclineReason): void {
    const kept = this.payments.get(providerRef);
    if (kept === undefined) return;
    kept.payment = { providerRef, status, amount: kept.payment.amount, ...(declineReason === undefined ? {} : { declineReason }), ...(kept.payment.card === undefined ? {} : { card: kept.payment.card }) };
  }

  protected unavailable(): PaymentProviderError {
    return { code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: this.id } };
  }
}

/** Apple Pay's processor in memory: the token `approve` pays, `decline` is refused, anything else is refused as not a token. */
export class FakeWalletProvider extends FakePaymentProvider implements WalletPaymentProvider {
  override readonly id = 'apple-pay' as const;
  readonly validations: { readonly validationUrl: string; readonly displayName: string; readonly domain: string }[] = [];

  constructor(now: () => Date = () => new Date()) {
    super('apple-pay', now);
  }

  validateMerchant(_region: Region, input: { readonly validationUrl: string; readonly displayName: string; readonly domain: string }): ResultAsync<unknown, PaymentProviderError> {
    if (this.down) return errAsync(this.unavailable());
    this.validations.push(input);
    return okAsync({ merchantSessionIdentifier: `session-${this.validations.length}`, displayName: input.displayName });
  }

  exchangeToken(region: Region, intent: PaymentIntent, token: unknown): ResultAsync<ProviderPayment, PaymentProviderError> {
    if (this.down) return errAsync(this.unavailable());
    const existing = [...this.payments.values()].find((kept) => kept.intent.attemptId === intent.attemptId);
    if (existing !== undefined) return okAsync(existing.payment);
    this.started.push(intent);
    const providerRef = `apple-pay-pay-${this.payments.size + 1}`;
    const payment: ProviderPayment =
      token === 'approve'
        ? { providerRef, status: 'authorised', amount: intent.amount, card: { brand: 'mastercard', last4: '5454' } }
        : token === 'pending'
          ? { providerRef, status: 'pending', amount: intent.amount }
          : { providerRef, status: 'declined', amount: intent.amount, declineReason: 'declined' };
    this.payments.set(providerRef, { region, intent, payment, session: { providerRef, expiresAt: new Date(this.now().getTime() + SESSION_MINUTES * 60_000) } });
    return okAsync(payment);
  }
}

/** The providers registry over fakes. */
export function fakeProviders(...providers: readonly FakePaymentProvider[]): PaymentProviders {
  return {
    find: (id) => providers.find((provider) => provider.id === id),
    wallet: () => providers.find((provider): provider is FakeWalletProvider => provider instanceof FakeWalletProvider),
  };
}
