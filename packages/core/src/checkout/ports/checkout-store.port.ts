import type { ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { Region } from '../../locale/domain/locale.js';
import type { NewOrder, OrderRecord } from '../../order/domain/order.js';
import type { DomainError, InfrastructureError } from '../../shared/errors.js';
import type { AttemptFailure, CheckoutAttempt, CheckoutQuote } from '../domain/checkout.js';
import type { PaymentProviderId, SavedCardDetails } from '../domain/payment-method.js';

export const CheckoutStore = Symbol.for('storefront.CheckoutStore');

/** One variant the shop cannot hold for the shopper, and how many it could. */
export interface StockShortfall {
  readonly variantId: number;
  readonly sku: string;
  readonly requested: number;
  readonly available: number;
}

export type SoldOutError = DomainError<'SOLD_OUT', { lines: readonly StockShortfall[] }>;

/** A boutique of the region and how many of each asked variant it holds (pickup's choice). */
export interface BoutiqueStock {
  /** The boutique's inventory location. */
  readonly locationId: number;
  /** The store location it is (the store-locations page's id). */
  readonly storeLocationId: number;
  readonly name: { readonly en: string; readonly ar: string };
  readonly city: { readonly en: string; readonly ar: string };
  /** Available units per variant id; a variant it does not carry is absent. */
  readonly available: Readonly<Record<number, number>>;
}

/** A provider's webhook event, as its id is remembered so that a replay changes nothing. */
export interface WebhookEventId {
  readonly provider: PaymentProviderId;
  readonly eventId: string;
}

/** A new attempt: the quote, who pays, and where its stock is held. */
export interface NewCheckoutAttempt {
  /** The browser's key for this press of "Place order": the same key always answers the same attempt. */
  readonly idempotencyKey: string;
  readonly quote: CheckoutQuote;
  readonly email: string;
  readonly customerId?: number | undefined;
  readonly provider?: PaymentProviderId | undefined;
  readonly saveCard: boolean;
  readonly expiresAt: Date;
  /**
   * The boutique whose stock is held for a pickup; without it, any of the region's locations with
   * enough stock for the line.
   */
  readonly locationId?: number | undefined;
}

/** What a change of an attempt saves, in its one transaction. */
export type AttemptChange =
  /** A payment opened at the provider. */
  | {
      readonly kind: 'payment-started';
      readonly providerRef: string;
      readonly redirectUrl?: string | undefined;
      /** The provider's session may end before the reservation would. */
      readonly expiresAt: Date;
    }
  /** Final: the reserved stock goes back to the shelf. */
  | { readonly kind: 'failed'; readonly failure: AttemptFailure; readonly outbox?: readonly OutboxEntry[] }
  | { readonly kind: 'expired'; readonly outbox?: readonly OutboxEntry[] }
  /**
   * The order is made: written with its lines from the reservation (the held stock becomes the
   * order's, nothing is taken twice), the cart is closed, the card saved when asked, and the
   * outbox entries (order placed, paid, the confirmation email) appended.
   */
  | {
      readonly kind: 'place';
      readonly order: NewOrder;
      readonly savedCard?: SavedCardDetails | undefined;
      readonly outbox: readonly OutboxEntry[];
      /**
       * Entries that name the order as saved (its reference: the order event, the confirmation
       * email), appended after `outbox` in the same transaction (decision 0012's events of the
       * state as saved).
       */
      readonly events?: ((order: OrderRecord) => readonly OutboxEntry[]) | undefined;
    }
  /** Nothing to save (the attempt was already where `work` wanted it). */
  | { readonly kind: 'none' };

/** A change of one attempt, decided by the core under the store's lock. A refusal rolls it back. */
export type AttemptWork<E> = (attempt: CheckoutAttempt) => ResultAsync<AttemptChange, E>;

/**
 * Where checkout attempts, their stock reservations and seen webhook events are kept: storage with
 * a unit of work and no rule of its own. No transaction is held while a provider is called: the
 * core opens an attempt, calls the provider, then changes the attempt.
 */
export interface CheckoutStore {
  /**
   * In one transaction: claims the idempotency key, reserves every line's stock with a conditional
   * update (stock never goes below zero) and records the attempt `open`. A key already claimed
   * answers that attempt (`created: false`) and reserves nothing, even when the two race. A line
   * the shop cannot hold is `SOLD_OUT` listing every short line, and nothing is written.
   */
  open(region: Region, attempt: NewCheckoutAttempt): ResultAsync<{ readonly attempt: CheckoutAttempt; readonly created: boolean }, SoldOutError | InfrastructureError>;
  /**
   * The attempt that claimed an idempotency key in the region, if any: a press of "Place order"
   * sent again (after its cart was closed by the order) answers what the first one did.
   */
  findByIdempotencyKey(region: Region, idempotencyKey: string): ResultAsync<CheckoutAttempt | undefined, InfrastructureError>;
  /** The attempt (another region's is `NOT_FOUND`). */
  read(region: Region, attemptId: string): ResultAsync<CheckoutAttempt, InfrastructureError>;
  /** The attempt a payment at a provider belongs to. */
  findByProviderRef(provider: PaymentProviderId, providerRef: string): ResultAsync<CheckoutAttempt | undefined, InfrastructureError>;
  /**
   * One change of one attempt in one transaction: locks it, hands it to `work`, saves what `work`
   * returns; answers the attempt as saved and, once placed, its order. With `webhookEvent`, the
   * event id is recorded in the same transaction (even when `work` changes nothing); an event
   * recorded before is `CONFLICT` (entity `webhook-event`) and nothing is saved.
   */
  change<E>(
    region: Region,
    attemptId: string,
    work: AttemptWork<E>,
    options?: { readonly webhookEvent?: WebhookEventId },
  ): ResultAsync<{ readonly attempt: CheckoutAttempt; readonly order?: OrderRecord | undefined }, E | InfrastructureError>;
  /**
   * Attempts not yet final (`open`, `awaiting-payment`) in every region, oldest first: those whose
   * `expiresAt` is before `before`, or all of them (reconciliation when the server starts).
   */
  unfinished(before?: Date): ResultAsync<readonly CheckoutAttempt[], InfrastructureError>;
  /** The region's boutiques that take pickups, with their stock of the variants (the core picks those with every line). */
  boutiqueStock(region: Region, variantIds: readonly number[]): ResultAsync<readonly BoutiqueStock[], InfrastructureError>;
  /** Whether a provider's webhook event id was recorded by an earlier change. */
  seenWebhookEvent(event: WebhookEventId): ResultAsync<boolean, InfrastructureError>;
}
