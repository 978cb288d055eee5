import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AttemptChange, CheckoutAttempt, CheckoutQuote, CheckoutStore, NewCheckoutAttempt, SavedCardStore } from '@storefront/core/checkout';
import type { OutboxEntry } from '@storefront/core/events';
import type { Region } from '@storefront/core/locale';
import type { NewOrder, OrderRecord } from '@storefront/core/order';
import { failure, ok } from './settle.js';

/** A line of a quote the harness prices: a variant of the region and how many. */
export interface ContractLine {
  readonly variantId: number;
  readonly quantity: number;
}

/**
 * What a `CheckoutStore` harness gives the contract: the store, variants it may stock at will, and
 * probes of what the store wrote by the harness's own means.
 */
export interface CheckoutStoreContractSubject {
  readonly store: CheckoutStore;
  readonly savedCards: SavedCardStore;
  readonly region: Region;
  readonly otherRegion: Region;
  /** Three variants the region sells, each at one price. */
  readonly variants: readonly [number, number, number];
  /** A customer of the region whose saved cart (attribute 7) is `cartId`; answers the customer. */
  customerWithCart(): Promise<{ readonly customerId: number; readonly cartId: string }>;
  /** The cart exists; the customer's saved cart id, if any. */
  cartExists(cartId: string): Promise<boolean>;
  savedCartOf(customerId: number): Promise<string | undefined>;
  /** A quote of the lines at the region's prices, paid by `method` (card by default). */
  quote(lines: readonly ContractLine[], options?: { readonly cartId?: string; readonly boutiqueId?: number }): Promise<CheckoutQuote>;
  /** The order checkout would make of the quote. */
  newOrder(quote: CheckoutQuote, who: { readonly email: string; readonly customerId?: number | undefined }): NewOrder;
  /** Leaves `units` of the variant to sell in the region, all at the region's first (warehouse) location. */
  setStock(variantId: number, units: number): Promise<void>;
  /** Units of the variant the region's locations can still sell, summed. */
  stockOf(variantId: number): Promise<number>;
  /** A boutique of the region that takes pickups (its inventory location and store location), stocked with `units` of the variant. */
  boutique(variantId: number, units: number): Promise<{ readonly locationId: number; readonly storeLocationId: number }>;
  /** Orders written so far (every region). */
  orderCount(): Promise<number>;
  /** Units still reserved by the attempt. */
  reservedBy(attemptId: string): Promise<number>;
  /** The payloads of the outbox's entries of a topic. */
  outbox(topic: string): Promise<readonly unknown[]>;
  /** An outbox entry the store cannot write, so that a change fails at its last write. */
  readonly unwritableOutboxEntry: OutboxEntry;
  /**
   * Ends the connection of the transaction that is changing the attempt, from outside (PostgreSQL's
   * `pg_terminate_backend`); absent where no such thing exists (an embedded database runs in the
   * test's own process).
   */
  readonly terminateChange?: (() => Promise<void>) | undefined;
  dispose(): Promise<void>;
}

const MINUTE = 60_000;
let keys = 0;

function attemptOf(quote: CheckoutQuote, overrides: Partial<NewCheckoutAttempt> = {}): NewCheckoutAttempt {
  keys += 1;
  return {
    idempotencyKey: `contract-${keys}-${Math.random().toString(36).slice(2)}`,
    quote,
    email: 'Layla@example.com',
    provider: 'card',
    saveCard: false,
    expiresAt: new Date(Date.now() + 30 * MINUTE),
    ...overrides,
  };
}

const change = (value: AttemptChange) => (): ResultAsync<AttemptChange, never> => okAsync(value);

/** The rules every `CheckoutStore` keeps: stock held exactly, one attempt per key, one order per attempt, webhook events once. */
export function checkoutStoreContract(
  label: string,
  arrange: () => Promise<CheckoutStoreContractSubject>,
  options: { /** The harness can end a change's connection (`terminateChange`). */ readonly terminates: boolean },
): void {
  describe(`CheckoutStore contract: ${label}`, () => {
    let subject: CheckoutStoreContractSubject;
    let region: Region;
    let [first, second, third] = [0, 0, 0];
    beforeAll(async () => {
      subject = await arrange();
      region = subject.region;
      [first, second, third] = subject.variants;
    });
    afterAll(() => subject?.dispose());
    beforeEach(async () => {
      for (const variant of subject.variants) await subject.setStock(variant, 5);
    });

    /** Opens an attempt of `quantity` units of the first variant (or the lines given). */
    async function opened(lines: readonly ContractLine[] = [{ variantId: first, quantity: 2 }], overrides: Partial<NewCheckoutAttempt> = {}): Promise<CheckoutAttempt> {
      const { attempt } = await ok(subject.store.open(region, attemptOf(await subject.quote(lines), overrides)));
      return attempt;
    }

    describe('opening an attempt', () => {
      it('reserves the lines’ units and records the attempt open, as the store reads it back', async () => {
        const quote = await subject.quote([
          { variantId: first, quantity: 2 },
          { variantId: second, quantity: 1 },
        ]);
        const input = attemptOf(quote, { customerId: undefined });
        const { attempt, created } = await ok(subject.store.open(region, input));

        expect(created).toBe(true);
        expect(attempt).toMatchObject({ region, idempotencyKey: input.idempotencyKey, status: 'open', email: input.email, provider: 'card', saveCard: false });
        expect(attempt.quote).toEqual(quote);
        expect(attempt.expiresAt.getTime()).toBe(input.expiresAt.getTime());
        expect(attempt.id.length).toBeGreaterThanOrEqual(22);
        expect(await subject.stockOf(first)).toBe(3);
        expect(await subject.stockOf(second)).toBe(4);
        expect(await subject.reservedBy(attempt.id)).toBe(3);
        expect(await ok(subject.store.read(region, attempt.id))).toEqual(attempt);
      });

      it('answers NOT_FOUND for an attempt of another region or none at all', async () => {
        const attempt = await opened();

        expect((await failure(subject.store.read(subject.otherRegion, attempt.id))).code).toBe('NOT_FOUND');
        expect((await failure(subject.store.read(region, 'no-such-attempt'))).code).toBe('NOT_FOUND');
      });

      it('lets exactly one of 50 shoppers racing for the last unit hold it: 49 SOLD_OUT, stock 0, never below', async () => {
        await subject.setStock(first, 1);
        const quote = await subject.quote([{ variantId: first, quantity: 1 }]);
        const results = await Promise.all(Array.from({ length: 50 }, () => subject.store.open(region, attemptOf(quote))));

        const created = results.flatMap((result) => (result.isOk() && result.value.created ? [result.value.attempt] : []));
        const refused = results.flatMap((result) => (result.isErr() ? [result.error] : []));
        expect(created).toHaveLength(1);
        expect(refused).toHaveLength(49);
        for (const error of refused) {
          expect(error).toEqual({ code: 'SOLD_OUT', params: { lines: [{ variantId: first, sku: quote.lines[0]!.sku, requested: 1, available: 0 }] } });
        }
        expect(await subject.stockOf(first)).toBe(0);
        expect(await subject.reservedBy(created[0]!.id)).toBe(1);
      });

      it('answers ten parallel presses with one key with one attempt, reserving once', async () => {
        const input = attemptOf(await subject.quote([{ variantId: first, quantity: 2 }]));
        const results = await Promise.all(Array.from({ length: 10 }, () => subject.store.open(region, input)));

        const answers = results.map((result) => result._unsafeUnwrap());
        expect(answers.filter((answer) => answer.created)).toHaveLength(1);
        for (const answer of answers) expect(answer.attempt).toEqual(answers[0]!.attempt);
        expect(await subject.stockOf(first)).toBe(3);
      });

      it('answers a later press with the same key with the attempt it made, whatever it holds now', async () => {
        const input = attemptOf(await subject.quote([{ variantId: first, quantity: 1 }]));
        const { attempt } = await ok(subject.store.open(region, input));
        const again = await ok(subject.store.open(region, { ...input, quote: await subject.quote([{ variantId: first, quantity: 4 }]) }));

        expect(again).toEqual({ attempt, created: false });
        expect(await subject.stockOf(first)).toBe(4);
      });

      it('refuses with SOLD_OUT listing every short line and writes nothing; the key stays free', async () => {
        await subject.setStock(second, 1);
        await subject.setStock(third, 0);
        const orders = await subject.orderCount();
        const input = attemptOf(
          await subject.quote([
            { variantId: first, quantity: 2 },
            { variantId: second, quantity: 3 },
            { variantId: third, quantity: 1 },
          ]),
        );
        const error = await failure(subject.store.open(region, input));

        expect(error.code).toBe('SOLD_OUT');
        const lines = error.code === 'SOLD_OUT' ? error.params.lines : [];
        expect(lines.map(({ variantId, requested, available }) => ({ variantId, requested, available }))).toEqual(
          [
            { variantId: second, requested: 3, available: 1 },
            { variantId: third, requested: 1, available: 0 },
          ].sort((a, b) => a.variantId - b.variantId),
        );
        expect(await subject.stockOf(first)).toBe(5);
        expect(await subject.stockOf(second)).toBe(1);
        expect(await subject.orderCount()).toBe(orders);

        await subject.setStock(second, 5);
        await subject.setStock(third, 5);
        expect((await ok(subject.store.open(region, input))).created).toBe(true);
      });

      it('holds a pickup’s units at its boutique only', async () => {
        await subject.setStock(second, 5);
        const boutique = await subject.boutique(second, 1);
        const quote = await subject.quote([{ variantId: second, quantity: 2 }], { boutiqueId: boutique.storeLocationId });

        const error = await failure(subject.store.open(region, attemptOf(quote, { locationId: boutique.locationId })));
        expect(error).toMatchObject({ code: 'SOLD_OUT', params: { lines: [{ variantId: second, requested: 2, available: 1 }] } });

        const held = await ok(subject.store.open(region, attemptOf(await subject.quote([{ variantId: second, quantity: 1 }]), { locationId: boutique.locationId })));
        expect(held.created).toBe(true);
        const [stock] = (await ok(subject.store.boutiqueStock(region, [second, third]))).filter((entry) => entry.locationId === boutique.locationId);
        expect(stock).toMatchObject({ storeLocationId: boutique.storeLocationId, available: { [second]: 0 } });
        expect(stock?.name.en).not.toBe('');
        expect(stock?.available[third]).toBeUndefined();
      });
    });

    describe('changing an attempt', () => {
      it('starts a payment: awaiting it, found by the provider’s reference', async () => {
        const attempt = await opened();
        const expiresAt = new Date(Date.now() + 10 * MINUTE);
        const providerRef = `pay_${attempt.id}`;
        const changed = await ok(subject.store.change(region, attempt.id, change({ kind: 'payment-started', providerRef, redirectUrl: 'https://pay.example/s/1', expiresAt })));

        expect(changed.attempt).toMatchObject({ status: 'awaiting-payment', providerRef, redirectUrl: 'https://pay.example/s/1' });
        expect(changed.attempt.expiresAt.getTime()).toBe(expiresAt.getTime());
        expect(changed.order).toBeUndefined();
        expect(await ok(subject.store.findByProviderRef('card', providerRef))).toEqual(changed.attempt);
        expect(await ok(subject.store.findByProviderRef('tabby', providerRef))).toBeUndefined();
      });

      it('places the order from the reservation: stock taken once, the cart closed, the card kept, the outbox written', async () => {
        const { customerId, cartId } = await subject.customerWithCart();
        const quote = await subject.quote(
          [
            { variantId: first, quantity: 2 },
            { variantId: second, quantity: 1 },
          ],
          { cartId },
        );
        const { attempt } = await ok(subject.store.open(region, attemptOf(quote, { customerId, saveCard: true })));
        const order = subject.newOrder(quote, { email: attempt.email, customerId });
        const outbox: OutboxEntry = { topic: 'contract.order-placed', payload: { attemptId: attempt.id } as never };
        const savedCard = { token: `tok_${attempt.id}`, brand: 'mada' as const, last4: '1111', expiryMonth: 4, expiryYear: 2031 };
        const events = (saved: OrderRecord): readonly OutboxEntry[] => [{ topic: 'contract.order-named', payload: { reference: saved.reference, lines: saved.lines.length } as never }];
        const placed = await ok(subject.store.change(region, attempt.id, change({ kind: 'place', order, savedCard, outbox: [outbox], events })));

        expect(placed.attempt).toMatchObject({ status: 'placed', orderReference: placed.order?.reference });
        expect(placed.order).toMatchObject({
          region,
          status: order.status,
          email: order.email,
          customerId,
          totals: order.totals,
          delivery: order.delivery,
          payment: order.payment,
          coupons: order.coupons,
        });
        expect(placed.order?.reference).toMatch(new RegExp(`^${region.toUpperCase()}-`));
        expect(placed.order?.lines.map(({ position, sku, quantity, total }) => ({ position, sku, quantity, total }))).toEqual(
          order.lines.map(({ sku, quantity, total }, index) => ({ position: index + 1, sku, quantity, total })),
        );
        expect(placed.order?.timeline[0]).toEqual({ status: 'placed', at: order.placedAt });
        expect(placed.order?.timeline.at(-1)?.status).toBe(order.status);
        expect(await subject.stockOf(first)).toBe(3);
        expect(await subject.stockOf(second)).toBe(4);
        expect(await subject.reservedBy(attempt.id)).toBe(0);
        expect(await subject.cartExists(cartId)).toBe(false);
        expect(await subject.savedCartOf(customerId)).toBeUndefined();
        expect((await ok(subject.savedCards.list(region, customerId))).map((card) => card.token)).toEqual([savedCard.token]);
        expect(await subject.outbox('contract.order-placed')).toContainEqual({ attemptId: attempt.id });
        // What names the order as saved is written with it, its reference included.
        expect(await subject.outbox('contract.order-named')).toContainEqual({ reference: placed.order?.reference, lines: 2 });
        // A press sent again after the cart was closed finds the attempt by its key.
        expect(await ok(subject.store.findByIdempotencyKey(region, attempt.idempotencyKey))).toEqual(placed.attempt);
        expect(await ok(subject.store.findByIdempotencyKey(region === 'sa' ? 'ae' : 'sa', attempt.idempotencyKey))).toBeUndefined();

        const again = await ok(subject.store.change(region, attempt.id, change({ kind: 'none' })));
        expect(again).toEqual(placed);
        expect(await subject.stockOf(first)).toBe(3);
      });

      it('gives a failed attempt’s units back exactly and records why', async () => {
        const attempt = await opened([
          { variantId: first, quantity: 2 },
          { variantId: second, quantity: 3 },
        ]);
        const failed = await ok(subject.store.change(region, attempt.id, change({ kind: 'failed', failure: 'declined' })));

        expect(failed.attempt).toMatchObject({ status: 'failed', failure: 'declined' });
        expect(await subject.stockOf(first)).toBe(5);
        expect(await subject.stockOf(second)).toBe(5);
        expect(await subject.reservedBy(attempt.id)).toBe(0);
      });

      it('gives an expired attempt’s units back exactly, and lists only unfinished attempts past their time, oldest first', async () => {
        const now = Date.now();
        const older = await opened([{ variantId: first, quantity: 1 }], { expiresAt: new Date(now - 2 * MINUTE) });
        const newer = await opened([{ variantId: first, quantity: 1 }], { expiresAt: new Date(now - MINUTE) });
        const later = await opened([{ variantId: first, quantity: 1 }], { expiresAt: new Date(now + 30 * MINUTE) });
        const before = new Date(now);

        const due = (await ok(subject.store.unfinished(before))).map((attempt) => attempt.id);
        expect(due.filter((id) => [older.id, newer.id, later.id].includes(id))).toEqual([older.id, newer.id]);
        expect((await ok(subject.store.unfinished())).map((attempt) => attempt.id)).toContain(later.id);

        await ok(subject.store.change(region, older.id, change({ kind: 'expired' })));
        expect(await subject.stockOf(first)).toBe(3);
        expect((await ok(subject.store.unfinished(before))).map((attempt) => attempt.id)).not.toContain(older.id);
      });

      it('saves nothing when the work refuses or throws', async () => {
        const attempt = await opened();
        const refused = await subject.store.change(region, attempt.id, () => errAsync({ code: 'CART_CHANGED', params: {} }));
        expect(refused._unsafeUnwrapErr()).toEqual({ code: 'CART_CHANGED', params: {} });

        const thrown = await subject.store.change(region, attempt.id, () => {
          throw new Error('the work broke');
        });
        expect(thrown.isErr()).toBe(true);
        expect(await ok(subject.store.read(region, attempt.id))).toEqual(attempt);
        expect(await subject.stockOf(first)).toBe(3);
      });

      it('leaves no half order when the placement fails at its last write', async () => {
        const attempt = await opened();
        const orders = await subject.orderCount();
        const order = subject.newOrder(attempt.quote, { email: attempt.email });
        const result = await subject.store.change(region, attempt.id, change({ kind: 'place', order, outbox: [subject.unwritableOutboxEntry] }));

        expect(result.isErr()).toBe(true);
        expect(await subject.orderCount()).toBe(orders);
        expect(await ok(subject.store.read(region, attempt.id))).toEqual(attempt);
        expect(await subject.reservedBy(attempt.id)).toBe(2);
        expect(await subject.stockOf(first)).toBe(3);
      });

      if (options.terminates) {
        it('leaves no half order when the connection of the change is terminated', async () => {
          const attempt = await opened();
          const orders = await subject.orderCount();
          const order = subject.newOrder(attempt.quote, { email: attempt.email });
          const terminate = subject.terminateChange ?? (() => Promise.reject(new Error('The harness cannot terminate a change')));
          const result = await subject.store.change(region, attempt.id, () =>
            ResultAsync.fromSafePromise(terminate().then((): AttemptChange => ({ kind: 'place', order, outbox: [] }))),
          );

          expect(result.isErr()).toBe(true);
          expect(await subject.orderCount()).toBe(orders);
          expect(await ok(subject.store.read(region, attempt.id))).toEqual(attempt);
          expect(await subject.reservedBy(attempt.id)).toBe(2);
          expect(await subject.stockOf(first)).toBe(3);
        });
      }

      it('answers NOT_FOUND for an attempt of another region', async () => {
        const attempt = await opened();

        expect((await failure(subject.store.change(subject.otherRegion, attempt.id, change({ kind: 'expired' })))).code).toBe('NOT_FOUND');
        expect(await subject.stockOf(first)).toBe(3);
      });
    });

    describe('webhook events', () => {
      it('records an event id with its change once: a replay is CONFLICT and saves nothing', async () => {
        const attempt = await opened();
        const event = { provider: 'card' as const, eventId: `evt_${attempt.id}` };
        expect(await ok(subject.store.seenWebhookEvent(event))).toBe(false);

        await ok(subject.store.change(region, attempt.id, change({ kind: 'none' }), { webhookEvent: event }));
        expect(await ok(subject.store.seenWebhookEvent(event))).toBe(true);
        expect(await ok(subject.store.seenWebhookEvent({ ...event, provider: 'tabby' }))).toBe(false);

        const replay = await failure(subject.store.change(region, attempt.id, change({ kind: 'failed', failure: 'declined' }), { webhookEvent: event }));
        expect(replay).toMatchObject({ code: 'CONFLICT', params: { entity: 'webhook-event' } });
        expect((await ok(subject.store.read(region, attempt.id))).status).toBe('open');
        expect(await subject.stockOf(first)).toBe(3);
      });

      it('acts on one of two deliveries of the same event racing each other', async () => {
        const attempt = await opened();
        const event = { provider: 'card' as const, eventId: `evt_race_${attempt.id}` };
        const results = await Promise.all(
          [0, 1].map(() => subject.store.change(region, attempt.id, change({ kind: 'failed', failure: 'declined' }), { webhookEvent: event })),
        );

        expect(results.filter((result) => result.isOk())).toHaveLength(1);
        expect(results.flatMap((result) => (result.isErr() ? [result.error.code] : []))).toEqual(['CONFLICT']);
        expect(await subject.stockOf(first)).toBe(5);
      });

      it('does not remember the event of a change that was refused', async () => {
        const attempt = await opened();
        const event = { provider: 'tamara' as const, eventId: `evt_refused_${attempt.id}` };
        await subject.store.change(region, attempt.id, () => errAsync({ code: 'CART_CHANGED', params: {} }), { webhookEvent: event });

        expect(await ok(subject.store.seenWebhookEvent(event))).toBe(false);
      });
    });
  });
}
