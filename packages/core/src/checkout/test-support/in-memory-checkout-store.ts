import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { Region } from '../../locale/domain/locale.js';
import type { NewOrder, OrderEvent, OrderRecord } from '../../order/domain/order.js';
import { conflict, notFound, type InfrastructureError } from '../../shared/errors.js';
import type { ClockPort } from '../../shared/ports/clock.port.js';
import type { CheckoutAttempt } from '../domain/checkout.js';
import type {
  AttemptWork,
  BoutiqueStock,
  CheckoutStore,
  NewCheckoutAttempt,
  SoldOutError,
  StockShortfall,
  WebhookEventId,
} from '../ports/checkout-store.port.js';
import type { PaymentProviderId } from '../domain/payment-method.js';
import type { InMemorySavedCardStore } from './in-memory-saved-card-store.js';

interface Reservation {
  readonly locationId: number | undefined;
  readonly units: ReadonlyMap<number, number>;
}

/**
 * A `CheckoutStore` in memory, for the checkout use cases' specs: storage only, as any store must
 * be. One unit of work runs at a time (the lock); an attempt's reservation takes units off `stock`
 * (or off its boutique's) and gives them back when it fails or expires; placing turns it into the
 * order's without taking anything twice; the cart is closed; a refusal keeps nothing.
 */
export class InMemoryCheckoutStore implements CheckoutStore {
  readonly attempts = new Map<string, CheckoutAttempt>();
  readonly orders: OrderRecord[] = [];
  readonly outbox: OutboxEntry[] = [];
  readonly closedCarts: string[] = [];
  readonly webhookEvents = new Set<string>();
  /** Counts of the store's calls, so specs can tell a second reservation or change from none. */
  readonly calls = { open: 0, change: 0 };
  private readonly reservations = new Map<string, Reservation>();
  private turn: Promise<unknown> = Promise.resolve();
  private issued = 0;

  /** `stock`: units the region can sell per variant id; `boutiques`: the pickup boutiques' stock per region. */
  constructor(
    readonly stock: Map<number, number>,
    private readonly boutiques: Partial<Record<Region, BoutiqueStock[]>> = {},
    private readonly clock: ClockPort = { now: () => new Date() },
    private readonly savedCards?: InMemorySavedCardStore,
  ) {}

  open(region: Region, draft: NewCheckoutAttempt): ResultAsync<{ readonly attempt: CheckoutAttempt; readonly created: boolean }, SoldOutError | InfrastructureError> {
    this.calls.open += 1;
    type Opened = { readonly attempt: CheckoutAttempt; readonly created: boolean };
    return this.inTurn((): ResultAsync<Opened, SoldOutError | InfrastructureError> => {
      const claimed = this.byKey(region, draft.idempotencyKey);
      if (claimed !== undefined) return okAsync({ attempt: claimed, created: false });
      const wanted = new Map<number, number>();
      for (const line of draft.quote.lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
      const shelf = this.shelf(region, draft.locationId);
      const short: StockShortfall[] = [];
      for (const [variantId, requested] of wanted) {
        const available = shelf.get(variantId) ?? 0;
        if (available < requested) short.push({ variantId, sku: draft.quote.lines.find((line) => line.variantId === variantId)?.sku ?? '', requested, available });
      }
      if (short.length > 0) return errAsync<never, SoldOutError>({ code: 'SOLD_OUT', params: { lines: short } });
      for (const [variantId, requested] of wanted) shelf.set(variantId, (shelf.get(variantId) ?? 0) - requested);
      const attempt: CheckoutAttempt = {
        id: `attempt-${++this.issued}`,
        region,
        idempotencyKey: draft.idempotencyKey,
        status: 'open',
        quote: draft.quote,
        email: draft.email,
        customerId: draft.customerId,
        provider: draft.provider,
        saveCard: draft.saveCard,
        createdAt: this.clock.now(),
        expiresAt: draft.expiresAt,
      };
      this.attempts.set(attempt.id, attempt);
      this.reservations.set(attempt.id, { locationId: draft.locationId, units: wanted });
      return okAsync({ attempt, created: true });
    });
  }

  findByIdempotencyKey(region: Region, idempotencyKey: string): ResultAsync<CheckoutAttempt | undefined, InfrastructureError> {
    return okAsync(this.byKey(region, idempotencyKey));
  }

  read(region: Region, attemptId: string): ResultAsync<CheckoutAttempt, InfrastructureError> {
    const attempt = this.attempts.get(attemptId);
    return attempt !== undefined && attempt.region === region ? okAsync(attempt) : errAsync(notFound('checkout-attempt', attemptId));
  }

  findByProviderRef(provider: PaymentProviderId, providerRef: string): ResultAsync<CheckoutAttempt | undefined, InfrastructureError> {
    return okAsync([...this.attempts.values()].find((attempt) => attempt.provider === provider && attempt.providerRef === providerRef));
  }

  change<E>(
    region: Region,
    attemptId: string,
    work: AttemptWork<E>,
    options: { readonly webhookEvent?: WebhookEventId } = {},
  ): ResultAsync<{ readonly attempt: CheckoutAttempt; readonly order?: OrderRecord | undefined }, E | InfrastructureError> {
    this.calls.change += 1;
    type Changed = { readonly attempt: CheckoutAttempt; readonly order?: OrderRecord | undefined };
    return this.inTurn((): ResultAsync<Changed, E | InfrastructureError> => {
      const attempt = this.attempts.get(attemptId);
      if (attempt === undefined || attempt.region !== region) return errAsync(notFound('checkout-attempt', attemptId));
      const eventKey = options.webhookEvent === undefined ? undefined : `${options.webhookEvent.provider}:${options.webhookEvent.eventId}`;
      if (eventKey !== undefined && this.webhookEvents.has(eventKey)) return errAsync(conflict('webhook-event', 'seen'));
      return work(attempt).map((change) => {
        if (eventKey !== undefined) this.webhookEvents.add(eventKey);
        let next: CheckoutAttempt = attempt;
        switch (change.kind) {
          case 'none':
            break;
          case 'payment-started':
            next = { ...attempt, status: 'awaiting-payment', providerRef: change.providerRef, redirectUrl: change.redirectUrl, expiresAt: change.expiresAt };
            break;
          case 'failed':
            next = { ...attempt, status: 'failed', failure: change.failure };
            this.release(attempt);
            this.outbox.push(...(change.outbox ?? []));
            break;
          case 'expired':
            next = { ...attempt, status: 'expired' };
            this.release(attempt);
            this.outbox.push(...(change.outbox ?? []));
            break;
          case 'place': {
            const order = this.placeOrder(attempt, change.order);
            next = { ...attempt, status: 'placed', orderReference: order.reference };
            this.reservations.delete(attempt.id);
            this.closedCarts.push(attempt.quote.cartId);
            if (change.savedCard !== undefined && attempt.customerId !== undefined) this.savedCards?.add(region, attempt.customerId, change.savedCard);
            this.outbox.push(...change.outbox, ...(change.events?.(order) ?? []));
            break;
          }
        }
        this.attempts.set(attempt.id, next);
        const order = next.orderReference === undefined ? undefined : this.orders.find((candidate) => candidate.reference === next.orderReference);
        return { attempt: next, order };
      });
    });
  }

  unfinished(before?: Date): ResultAsync<readonly CheckoutAttempt[], InfrastructureError> {
    return okAsync(
      [...this.attempts.values()]
        .filter((attempt) => (attempt.status === 'open' || attempt.status === 'awaiting-payment') && (before === undefined || attempt.expiresAt < before))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
    );
  }

  boutiqueStock(region: Region, variantIds: readonly number[]): ResultAsync<readonly BoutiqueStock[], InfrastructureError> {
    return okAsync(
      (this.boutiques[region] ?? []).map((boutique) => {
        const shelf = this.shelf(region, boutique.locationId);
        return { ...boutique, available: Object.fromEntries(variantIds.filter((id) => shelf.has(id)).map((id) => [id, shelf.get(id) ?? 0])) };
      }),
    );
  }

  seenWebhookEvent(event: WebhookEventId): ResultAsync<boolean, InfrastructureError> {
    return okAsync(this.webhookEvents.has(`${event.provider}:${event.eventId}`));
  }

  /** Units the region still has of a variant (its boutique's with `locationId`). */
  stockOf(variantId: number, region: Region = 'sa', locationId?: number): number {
    return this.shelf(region, locationId).get(variantId) ?? 0;
  }

  private placeOrder(attempt: CheckoutAttempt, order: NewOrder): OrderRecord {
    const timeline: OrderEvent[] = [{ status: 'placed', at: order.placedAt }];
    if (order.status !== 'placed') timeline.push({ status: order.status, at: order.placedAt });
    const record: OrderRecord = {
      ...order,
      reference: `${attempt.region.toUpperCase()}-${String(this.orders.length + 1).padStart(6, '0')}`,
      region: attempt.region,
      lines: order.lines.map((line, position) => ({ ...line, position })),
      timeline,
    };
    this.orders.push(record);
    return record;
  }

  private byKey(region: Region, key: string): CheckoutAttempt | undefined {
    return [...this.attempts.values()].find((attempt) => attempt.region === region && attempt.idempotencyKey === key);
  }

  private readonly boutiqueShelves = new Map<string, Map<number, number>>();

  private shelf(region: Region, locationId: number | undefined): Map<number, number> {
    if (locationId === undefined) return this.stock;
    const key = `${region}:${locationId}`;
    let shelf = this.boutiqueShelves.get(key);
    if (shelf === undefined) {
      const boutique = (this.boutiques[region] ?? []).find((candidate) => candidate.locationId === locationId);
      shelf = new Map(Object.entries(boutique?.available ?? {}).map(([id, units]) => [Number(id), units]));
      this.boutiqueShelves.set(key, shelf);
    }
    return shelf;
  }

  private release(attempt: CheckoutAttempt): void {
    const reservation = this.reservations.get(attempt.id);
    if (reservation === undefined) return;
    const shelf = this.shelf(attempt.region, reservation.locationId);
    for (const [variantId, units] of reservation.units) shelf.set(variantId, (shelf.get(variantId) ?? 0) + units);
    this.reservations.delete(attempt.id);
  }

  /** Runs one unit of work after the previous one has finished, as a row lock would. */
  private inTurn<T, E>(unit: () => ResultAsync<T, E>): ResultAsync<T, E> {
    const result = this.turn.then(() => unit());
    this.turn = result.catch(() => undefined);
    return new ResultAsync(result);
  }
}
