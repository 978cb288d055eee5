import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { invalid, notFound, type InfrastructureError } from '../../../shared/errors.js';
import type { CheckoutAttempt } from '../../domain/checkout.js';
import type { PaymentMethod } from '../../domain/payment-method.js';
import type { PaymentIntent, PaymentProviderError } from '../../ports/payment-provider.port.js';
import { AttemptChanges } from '../checkout/attempt-changes.js';
import type { CheckoutDeps } from '../checkout/checkout-deps.js';
import { outcomeOf, type AttemptFailedError, type CheckoutOutcome } from '../checkout/checkout-outcome.js';
import { OpenAttempt, type CheckoutRequest, type OpenAttemptError } from '../checkout/open-attempt.js';
import { CompletePayment } from '../complete-payment/complete-payment.use-case.js';

export interface PlaceOrderInput extends CheckoutRequest {
  /** Any method but Apple Pay, which pays through `PayWithApplePay`. */
  readonly method: Exclude<PaymentMethod, 'apple-pay'>;
  /** Keep the card entered on the provider's page (customers only). */
  readonly saveCard?: boolean | undefined;
  /** Pay with one of the customer's saved cards. */
  readonly savedCardId?: number | undefined;
  /** Where the provider's page sends the shopper back; `{attempt}` in it becomes the attempt's id. */
  readonly returnUrl: string;
}

/** The placeholder a return address may hold for the attempt's id, unknown until the attempt is opened. */
export const ATTEMPT_PLACEHOLDER = '{attempt}';

export type PlaceOrderError = OpenAttemptError | AttemptFailedError | PaymentProviderError | InfrastructureError;

/** The provider's reference of a customer, for the cards it keeps for them. */
export const customerReferenceOf = (region: string, customerId: number): string => `${region}-${customerId}`;

/** What a provider is asked to collect for an attempt. */
export function paymentIntentOf(attempt: CheckoutAttempt, extra: { readonly phone?: string | undefined; readonly returnUrl: string; readonly instrumentToken?: string | undefined }): PaymentIntent {
  const { quote } = attempt;
  return {
    attemptId: attempt.id,
    locale: quote.locale,
    amount: quote.totals.total,
    email: attempt.email,
    lines: quote.lines.map((line) => ({ sku: line.sku, name: line.name, quantity: line.quantity, unitPrice: line.unitPrice })),
    returnUrl: extra.returnUrl.replaceAll(ATTEMPT_PLACEHOLDER, encodeURIComponent(attempt.id)),
    ...(extra.phone === undefined ? {} : { phone: extra.phone }),
    ...(extra.instrumentToken === undefined ? {} : { instrumentToken: extra.instrumentToken }),
    ...(attempt.saveCard ? { saveInstrument: true } : {}),
    ...(attempt.customerId === undefined ? {} : { customerReference: customerReferenceOf(attempt.region, attempt.customerId) }),
  };
}

/**
 * "Place order": re-prices the cart and compares it with what the shopper agreed to, opens the
 * attempt (stock reserved, the idempotency key claimed), then cash on delivery places the order
 * (`awaiting-cash`) at once; a card, tabby or Tamara opens the payment at the provider, outside any
 * transaction, and answers the provider's page (or, for a saved card paid at once, the outcome). A
 * provider that fails fails the attempt (stock given back) with `PAYMENT_PROVIDER_UNAVAILABLE`.
 * The same key again answers the same: the order, the same page, or the same failure, and never
 * reserves twice.
 */
export class PlaceOrder {
  private readonly opener: OpenAttempt;
  private readonly changes: AttemptChanges;
  private readonly complete: CompletePayment;

  constructor(private readonly deps: CheckoutDeps) {
    this.opener = new OpenAttempt(deps);
    this.changes = new AttemptChanges(deps);
    this.complete = new CompletePayment(deps);
  }

  execute(input: PlaceOrderInput): ResultAsync<CheckoutOutcome, PlaceOrderError> {
    if ((input.method as PaymentMethod) === 'apple-pay') return errAsync(invalid('method', 'apple-pay pays through the wallet'));
    return this.instrumentToken(input).andThen((instrumentToken) =>
      this.opener.open(input, input.method, input.savedCardId === undefined && input.saveCard === true).andThen((attempt) => this.proceed(attempt, input, instrumentToken)),
    );
  }

  /** Takes an attempt on from where it stands; every step is decided again under the store's lock. */
  private proceed(attempt: CheckoutAttempt, input: PlaceOrderInput, instrumentToken: string | undefined): ResultAsync<CheckoutOutcome, PlaceOrderError> {
    if (attempt.status !== 'open') {
      if (attempt.status === 'awaiting-payment' && attempt.redirectUrl === undefined) return this.complete.execute({ region: attempt.region, attemptId: attempt.id });
      return outcomeOf(attempt).asyncAndThen((outcome) => okAsync(outcome));
    }
    if (attempt.quote.method === 'cash-on-delivery') {
      return this.changes
        .place(attempt, { status: 'awaiting-cash', payment: { method: 'cash-on-delivery' } })
        .andThen(({ attempt: placed, order }) => outcomeOf(placed, order));
    }
    const provider = attempt.provider === undefined ? undefined : this.deps.providers.find(attempt.provider);
    const unavailable = { code: 'PAYMENT_PROVIDER_UNAVAILABLE' as const, params: { provider: attempt.provider ?? 'card' } };
    const started =
      provider === undefined
        ? errAsync<never, PaymentProviderError>(unavailable)
        : provider.startPayment(attempt.region, paymentIntentOf(attempt, { phone: OpenAttempt.phoneOf(input), returnUrl: input.returnUrl, instrumentToken }));
    return started
      .orElse((error) => this.changes.fail(attempt, 'provider-unavailable').andThen(() => errAsync<never, PaymentProviderError>(error.code === 'PAYMENT_PROVIDER_UNAVAILABLE' ? error : unavailable)))
      .andThen((session) => this.changes.paymentStarted(attempt, session))
      .andThen(({ attempt: started }) => {
        if (started.status === 'awaiting-payment' && started.redirectUrl === undefined) return this.complete.execute({ region: started.region, attemptId: started.id });
        return outcomeOf(started).asyncAndThen((outcome) => okAsync(outcome));
      });
  }

  /** A saved card must be the customer's own, in this region. */
  private instrumentToken(input: PlaceOrderInput): ResultAsync<string | undefined, InfrastructureError> {
    if (input.savedCardId === undefined) return okAsync(undefined);
    if (input.customerId === undefined || input.method !== 'card') return errAsync(notFound('saved-card', String(input.savedCardId)));
    return this.deps.savedCards
      .list(input.region, input.customerId)
      .andThen((cards) => {
        const card = cards.find((candidate) => candidate.id === input.savedCardId);
        return card === undefined ? errAsync(notFound('saved-card', String(input.savedCardId))) : okAsync(card.token);
      });
  }
}
