import { okAsync, type ResultAsync } from 'neverthrow';
import type { OrderPayment, OrderRecord, OrderStatus } from '../../../order/domain/order.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { AttemptFailure, CheckoutAttempt } from '../../domain/checkout.js';
import type { SavedCardDetails } from '../../domain/payment-method.js';
import { newOrderFrom, placedOrderOutbox } from '../../domain/placed-order.js';
import type { AttemptChange, WebhookEventId } from '../../ports/checkout-store.port.js';
import type { PaymentSession } from '../../ports/payment-provider.port.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { isFinal } from './checkout-outcome.js';

export type ChangedAttempt = { readonly attempt: CheckoutAttempt; readonly order?: OrderRecord | undefined };

export interface Placement {
  readonly status: OrderStatus;
  readonly payment: OrderPayment;
  /** The card to keep for the customer, when the shopper asked and the provider gave one. */
  readonly savedCard?: SavedCardDetails | undefined;
}

/**
 * The changes an attempt goes through, each decided again under the store's lock: a change meant
 * for an unfinished attempt changes nothing once another request (a webhook, the return page, a
 * second press of the button) has finished it first.
 */
export class AttemptChanges {
  constructor(private readonly deps: CheckoutDeps) {}

  /** The order is made: from the agreed quote, with its outbox entries (events and the confirmation email). */
  place(attempt: CheckoutAttempt, placement: Placement, options: { readonly webhookEvent?: WebhookEventId } = {}): ResultAsync<ChangedAttempt, InfrastructureError> {
    return this.boutiqueName(attempt).andThen((boutiqueName) => {
      const placedAt = this.deps.clock.now();
      const order = newOrderFrom(attempt, { status: placement.status, placedAt, payment: placement.payment, boutiqueName });
      const savedCard = attempt.saveCard && attempt.customerId !== undefined ? placement.savedCard : undefined;
      return this.whileUnfinished(attempt, { kind: 'place', order, savedCard, outbox: [], events: (saved) => placedOrderOutbox(saved, placedAt, this.deps.links) }, options);
    });
  }

  /** Final: the reservation goes back on the shelf. */
  fail(attempt: CheckoutAttempt, failure: AttemptFailure, options: { readonly webhookEvent?: WebhookEventId } = {}): ResultAsync<ChangedAttempt, InfrastructureError> {
    return this.whileUnfinished(attempt, { kind: 'failed', failure }, options);
  }

  expire(attempt: CheckoutAttempt): ResultAsync<ChangedAttempt, InfrastructureError> {
    return this.whileUnfinished(attempt, { kind: 'expired' });
  }

  /** A payment opened at the provider; the attempt lapses when the provider's session does, if sooner. */
  paymentStarted(attempt: CheckoutAttempt, session: PaymentSession): ResultAsync<ChangedAttempt, InfrastructureError> {
    const expiresAt = session.expiresAt < attempt.expiresAt ? session.expiresAt : attempt.expiresAt;
    return this.deps.store.change(attempt.region, attempt.id, (current) =>
      okAsync<AttemptChange, never>(current.status === 'open' ? { kind: 'payment-started', providerRef: session.providerRef, redirectUrl: session.redirectUrl, expiresAt } : { kind: 'none' }),
    );
  }

  private whileUnfinished(attempt: CheckoutAttempt, change: AttemptChange, options: { readonly webhookEvent?: WebhookEventId } = {}): ResultAsync<ChangedAttempt, InfrastructureError> {
    return this.deps.store.change(attempt.region, attempt.id, (current) => okAsync<AttemptChange, never>(isFinal(current) ? { kind: 'none' } : change), options);
  }

  /** A pickup order names its boutique in the order's language. */
  private boutiqueName(attempt: CheckoutAttempt): ResultAsync<string | undefined, InfrastructureError> {
    const { delivery, lines, locale } = attempt.quote;
    if (delivery.kind !== 'pickup') return okAsync(undefined);
    return this.deps.store
      .boutiqueStock(attempt.region, lines.map((line) => line.variantId))
      .map((boutiques) => boutiques.find((boutique) => boutique.locationId === delivery.boutiqueId)?.name[locale.language]);
  }
}
