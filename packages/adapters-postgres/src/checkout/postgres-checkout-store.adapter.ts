import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { errAsync, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type {
  AttemptChange,
  AttemptWork,
  BoutiqueStock,
  CheckoutAttempt,
  CheckoutQuote,
  CheckoutStore,
  NewCheckoutAttempt,
  PaymentProviderId,
  SoldOutError,
  StockShortfall,
  WebhookEventId,
} from '@storefront/core/checkout';
import { CUSTOMER_ATTRIBUTE_IDS } from '@storefront/core/customer';
import { regionSchema, type Region } from '@storefront/core/locale';
import type { OrderRecord } from '@storefront/core/order';
import { conflict, invalid, notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import {
  carts,
  checkoutAttempts,
  customerAttributes,
  inventory,
  inventoryLocations,
  paymentInstruments,
  stockReservations,
  storeLocations,
  webhookEvents,
} from '../database/schema/index.js';
import { insertOrder, returnStock, selectOrderRecord, withoutId, type Queryable } from '../order/order-record.query.js';
import { PostgresOutboxWriter } from '../outbox/postgres-outbox-writer.js';

/** A refusal raised inside a transaction so that it rolls back; it never leaves the adapter. */
class Refusal extends Error {
  constructor(readonly error: unknown) {
    super('refused');
  }
}

function toStoreError<E>(cause: unknown): E | InfrastructureError {
  return cause instanceof Refusal ? (cause.error as E | InfrastructureError) : unavailable('checkout', cause);
}

/** Runs a unit's step; its refusal is thrown so the transaction rolls back. */
async function settled<T>(step: ResultAsync<T, unknown>): Promise<T> {
  const result = await step;
  if (result.isErr()) throw new Refusal(result.error);
  return result.value;
}

const MAX_ROW_ID = 2_147_483_647;
const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;

/** 192 random bits: the attempt's id is the merchant reference a provider hands back. */
function newAttemptId(): string {
  return randomBytes(24).toString('base64url');
}

const attemptStatusSchema = z.enum(['open', 'awaiting-payment', 'placed', 'failed', 'expired']);
const providerSchema = z.enum(['card', 'apple-pay', 'tabby', 'tamara']);
const failureSchema = z.enum(['declined', 'insufficient-funds', 'authentication-failed', 'not-eligible', 'expired', 'cancelled', 'provider-unavailable', 'cart-changed']);
/** The quote is kept as the core wrote it; its outline is checked when it is read back. */
const quoteSchema = z.custom<CheckoutQuote>(
  (value) =>
    z
      .object({
        region: regionSchema,
        cartId: z.string(),
        lines: z.array(z.object({ variantId: z.number(), quantity: z.number(), sku: z.string() }).loose()),
        totals: z.object({ total: z.object({ amountMinor: z.number() }).loose() }).loose(),
      })
      .loose()
      .safeParse(value).success,
);

type AttemptRow = typeof checkoutAttempts.$inferSelect;

function toAttempt(row: AttemptRow): CheckoutAttempt {
  const parsed = z
    .object({ region: regionSchema, status: attemptStatusSchema, quote: quoteSchema, provider: providerSchema.nullable(), failure: failureSchema.nullable() })
    .safeParse(row);
  if (!parsed.success) throw new Refusal(unavailable('checkout', parsed.error));
  const { region, status, quote, provider, failure } = parsed.data;
  return {
    id: row.id,
    region,
    idempotencyKey: row.idempotencyKey,
    status,
    quote,
    email: row.email,
    customerId: row.customerId ?? undefined,
    provider: provider ?? undefined,
    providerRef: row.providerRef ?? undefined,
    redirectUrl: row.redirectUrl ?? undefined,
    saveCard: row.saveCard,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    orderReference: row.orderReference ?? undefined,
    failure: failure ?? undefined,
  };
}

async function selectAttempt(q: Queryable, region: Region, attemptId: string, lock: boolean): Promise<AttemptRow | undefined> {
  if (attemptId.length > 64) return undefined;
  const query = q
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.id, attemptId), eq(checkoutAttempts.region, region)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** One variant to hold: the quote's lines of that variant together. */
interface Hold {
  readonly variantId: number;
  readonly sku: string;
  readonly quantity: number;
}

function holdsOf(quote: CheckoutQuote): Hold[] {
  const byVariant = new Map<number, Hold>();
  for (const line of quote.lines) {
    const held = byVariant.get(line.variantId);
    byVariant.set(line.variantId, { variantId: line.variantId, sku: held?.sku ?? line.sku, quantity: (held?.quantity ?? 0) + line.quantity });
  }
  // Variants are locked in id order, so two attempts sharing variants cannot deadlock.
  return [...byVariant.values()].sort((a, b) => a.variantId - b.variantId);
}

/** The region's locations a hold may take from: the one given (a boutique), or all of them. */
function locationsOf(region: Region, locationId: number | undefined) {
  const ofRegion = sql`${inventory.locationId} in (select ${inventoryLocations.id} from ${inventoryLocations} where ${inventoryLocations.region} = ${region})`;
  return locationId === undefined ? ofRegion : and(ofRegion, eq(inventory.locationId, locationId));
}

/**
 * Takes a hold's units from one location with a conditional update, so parallel attempts can never
 * drive stock below zero: the location with the most first, the next one if another attempt took
 * them meanwhile. Answers the location used, or `undefined` when none had enough.
 */
async function take(tx: Queryable, region: Region, hold: Hold, locationId: number | undefined): Promise<number | undefined> {
  const candidates = await tx
    .select({ locationId: inventory.locationId })
    .from(inventory)
    .where(and(eq(inventory.variantId, hold.variantId), gte(inventory.availableToSell, hold.quantity), locationsOf(region, locationId)))
    .orderBy(sql`${inventory.availableToSell} desc`, asc(inventory.locationId));
  for (const candidate of candidates) {
    const taken = await tx
      .update(inventory)
      .set({ availableToSell: sql`${inventory.availableToSell} - ${hold.quantity}` })
      .where(and(eq(inventory.variantId, hold.variantId), eq(inventory.locationId, candidate.locationId), gte(inventory.availableToSell, hold.quantity)))
      .returning({ locationId: inventory.locationId });
    if (taken.length > 0) return candidate.locationId;
  }
  return undefined;
}

/** What the locations a hold may take from have left of its variant (the most one location has). */
async function availableFor(tx: Queryable, region: Region, hold: Hold, locationId: number | undefined): Promise<number> {
  const [row] = await tx
    .select({ most: sql<number>`coalesce(max(${inventory.availableToSell}), 0)::int` })
    .from(inventory)
    .where(and(eq(inventory.variantId, hold.variantId), locationsOf(region, locationId)));
  return Number(row?.most ?? 0);
}

/** Gives an attempt's reserved units back to the locations they came from and forgets the reservation. */
async function release(tx: Queryable, attemptId: string): Promise<void> {
  const held = await tx
    .delete(stockReservations)
    .where(eq(stockReservations.attemptId, attemptId))
    .returning({ variantId: stockReservations.variantId, locationId: stockReservations.locationId, quantity: stockReservations.quantity });
  for (const reservation of held.sort((a, b) => a.variantId - b.variantId || a.locationId - b.locationId)) {
    await returnStock(tx, reservation.variantId, reservation.locationId, reservation.quantity);
  }
}

/**
 * Checkout attempts on the built-in engine: SQL, locks and unguessable ids, and no rule (the core's
 * checkout use cases decide every status). Opening claims the idempotency key and reserves the
 * stock in one transaction; a change locks the attempt's row, so a return from the provider and
 * its webhook take turns, and writes what the core decided, the order included, in one transaction.
 */
export class PostgresCheckoutStore implements CheckoutStore {
  constructor(private readonly db: Database) {}

  open(region: Region, attempt: NewCheckoutAttempt): ResultAsync<{ readonly attempt: CheckoutAttempt; readonly created: boolean }, SoldOutError | InfrastructureError> {
    const key = attempt.idempotencyKey;
    if (key === '' || key.length > 128) return errAsync(invalid('idempotencyKey', 'must be 1 to 128 characters'));
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        // Claiming the key first makes a parallel press with the same key wait here until this one
        // commits (and then answers its attempt) or rolls back (and then takes the key over).
        const [claimed] = await tx
          .insert(checkoutAttempts)
          .values({
            id: newAttemptId(),
            region,
            idempotencyKey: key,
            status: 'open',
            quote: attempt.quote,
            email: attempt.email,
            customerId: attempt.customerId ?? null,
            provider: attempt.provider ?? null,
            saveCard: attempt.saveCard,
            expiresAt: attempt.expiresAt,
          })
          .onConflictDoNothing({ target: [checkoutAttempts.region, checkoutAttempts.idempotencyKey] })
          .returning();
        if (!claimed) {
          const [existing] = await tx
            .select()
            .from(checkoutAttempts)
            .where(and(eq(checkoutAttempts.region, region), eq(checkoutAttempts.idempotencyKey, key)));
          if (!existing) throw new Refusal(unavailable('checkout'));
          return { attempt: toAttempt(existing), created: false };
        }
        const short: StockShortfall[] = [];
        const reserved: { variantId: number; locationId: number; quantity: number }[] = [];
        for (const hold of holdsOf(attempt.quote)) {
          const locationId = isRowId(hold.variantId) ? await take(tx, region, hold, attempt.locationId) : undefined;
          if (locationId === undefined) {
            const available = isRowId(hold.variantId) ? await availableFor(tx, region, hold, attempt.locationId) : 0;
            short.push({ variantId: hold.variantId, sku: hold.sku, requested: hold.quantity, available });
          } else {
            reserved.push({ variantId: hold.variantId, locationId, quantity: hold.quantity });
          }
        }
        if (short.length > 0) throw new Refusal({ code: 'SOLD_OUT', params: { lines: short } } satisfies SoldOutError);
        if (reserved.length > 0) await tx.insert(stockReservations).values(reserved.map((held) => ({ attemptId: claimed.id, ...held })));
        return { attempt: toAttempt(claimed), created: true };
      }),
      toStoreError<SoldOutError>,
    );
  }

  findByIdempotencyKey(region: Region, idempotencyKey: string): ResultAsync<CheckoutAttempt | undefined, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        if (idempotencyKey === '' || idempotencyKey.length > 128) return undefined;
        const [row] = await this.db
          .select()
          .from(checkoutAttempts)
          .where(and(eq(checkoutAttempts.region, region), eq(checkoutAttempts.idempotencyKey, idempotencyKey)));
        return row === undefined ? undefined : toAttempt(row);
      })(),
      toStoreError<never>,
    );
  }

  read(region: Region, attemptId: string): ResultAsync<CheckoutAttempt, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        const row = await selectAttempt(this.db, region, attemptId, false);
        if (!row) throw new Refusal(notFound('checkout-attempt', attemptId));
        return toAttempt(row);
      })(),
      toStoreError<never>,
    );
  }

  findByProviderRef(provider: PaymentProviderId, providerRef: string): ResultAsync<CheckoutAttempt | undefined, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        if (providerRef.length > 128) return undefined;
        const [row] = await this.db
          .select()
          .from(checkoutAttempts)
          .where(and(eq(checkoutAttempts.provider, provider), eq(checkoutAttempts.providerRef, providerRef)));
        return row === undefined ? undefined : toAttempt(row);
      })(),
      toStoreError<never>,
    );
  }

  change<E>(
    region: Region,
    attemptId: string,
    work: AttemptWork<E>,
    options: { readonly webhookEvent?: WebhookEventId } = {},
  ): ResultAsync<{ readonly attempt: CheckoutAttempt; readonly order?: OrderRecord | undefined }, E | InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        const row = await selectAttempt(tx, region, attemptId, true);
        if (!row) throw new Refusal(notFound('checkout-attempt', attemptId));
        if (options.webhookEvent !== undefined) await recordWebhookEvent(tx, options.webhookEvent);
        const loaded = toAttempt(row);
        const change = await settled(work(loaded));
        await apply(tx, loaded, change);
        const saved = await selectAttempt(tx, region, attemptId, false);
        if (!saved) throw new Refusal(unavailable('checkout'));
        const attempt = toAttempt(saved);
        const order = attempt.orderReference === undefined ? undefined : await selectOrderRecord(tx, region, attempt.orderReference);
        return { attempt, ...(order === undefined ? {} : { order: withoutId(order) }) };
      }),
      toStoreError<E>,
    );
  }

  unfinished(before?: Date): ResultAsync<readonly CheckoutAttempt[], InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        const rows = await this.db
          .select()
          .from(checkoutAttempts)
          .where(and(inArray(checkoutAttempts.status, ['open', 'awaiting-payment']), before === undefined ? undefined : lt(checkoutAttempts.expiresAt, before)))
          .orderBy(asc(checkoutAttempts.createdAt), asc(checkoutAttempts.id));
        return rows.map(toAttempt);
      })(),
      toStoreError<never>,
    );
  }

  boutiqueStock(region: Region, variantIds: readonly number[]): ResultAsync<readonly BoutiqueStock[], InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        const boutiques = await this.db
          .select({
            locationId: inventoryLocations.id,
            storeLocationId: storeLocations.id,
            nameEn: storeLocations.nameEn,
            nameAr: storeLocations.nameAr,
            cityEn: storeLocations.cityEn,
            cityAr: storeLocations.cityAr,
          })
          .from(inventoryLocations)
          .innerJoin(storeLocations, eq(storeLocations.id, inventoryLocations.storeLocationId))
          .where(and(eq(inventoryLocations.region, region), eq(storeLocations.region, region), eq(storeLocations.active, true)))
          .orderBy(asc(storeLocations.id), asc(inventoryLocations.id));
        const asked = [...new Set(variantIds)].filter(isRowId);
        const stock =
          boutiques.length === 0 || asked.length === 0
            ? []
            : await this.db
                .select({ locationId: inventory.locationId, variantId: inventory.variantId, available: inventory.availableToSell })
                .from(inventory)
                .where(and(inArray(inventory.locationId, boutiques.map((boutique) => boutique.locationId)), inArray(inventory.variantId, asked)));
        return boutiques.map(
          (boutique): BoutiqueStock => ({
            locationId: boutique.locationId,
            storeLocationId: boutique.storeLocationId,
            name: { en: boutique.nameEn, ar: boutique.nameAr },
            city: { en: boutique.cityEn, ar: boutique.cityAr },
            available: Object.fromEntries(stock.filter((row) => row.locationId === boutique.locationId).map((row) => [row.variantId, row.available])),
          }),
        );
      })(),
      toStoreError<never>,
    );
  }

  seenWebhookEvent(event: WebhookEventId): ResultAsync<boolean, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        if (event.eventId.length > 128) return false;
        const rows = await this.db
          .select({ eventId: webhookEvents.eventId })
          .from(webhookEvents)
          .where(and(eq(webhookEvents.provider, event.provider), eq(webhookEvents.eventId, event.eventId)));
        return rows.length > 0;
      })(),
      toStoreError<never>,
    );
  }
}

/** Remembers a webhook event's id; one remembered before refuses the change. */
async function recordWebhookEvent(tx: Queryable, event: WebhookEventId): Promise<void> {
  if (event.eventId === '' || event.eventId.length > 128) throw new Refusal(invalid('eventId', 'must be 1 to 128 characters'));
  const recorded = await tx.insert(webhookEvents).values({ provider: event.provider, eventId: event.eventId }).onConflictDoNothing().returning({ eventId: webhookEvents.eventId });
  if (recorded.length === 0) throw new Refusal(conflict('webhook-event', 'already received'));
}

/** Writes what the core decided for the attempt. */
async function apply(tx: Queryable, attempt: CheckoutAttempt, change: AttemptChange): Promise<void> {
  const where = eq(checkoutAttempts.id, attempt.id);
  switch (change.kind) {
    case 'none':
      return;
    case 'payment-started':
      await tx
        .update(checkoutAttempts)
        .set({ status: 'awaiting-payment', providerRef: change.providerRef, redirectUrl: change.redirectUrl ?? null, expiresAt: change.expiresAt })
        .where(where);
      return;
    case 'failed':
    case 'expired':
      await release(tx, attempt.id);
      await tx
        .update(checkoutAttempts)
        .set({ status: change.kind, failure: change.kind === 'failed' ? change.failure : null })
        .where(where);
      await settled(new PostgresOutboxWriter(tx).append(change.outbox ?? []));
      return;
    case 'place':
      await place(tx, attempt, change);
      return;
  }
}

/**
 * Writes the order from the attempt's reservation: the held units become the order's (each line at
 * the location they were held at) and the reservation is forgotten without giving them back; the
 * cart is deleted (and the customer's saved cart, attribute 7, forgotten when it was that cart),
 * the card kept when asked, the outbox entries appended.
 */
async function place(tx: Queryable, attempt: CheckoutAttempt, change: Extract<AttemptChange, { kind: 'place' }>): Promise<void> {
  const held = await tx
    .delete(stockReservations)
    .where(eq(stockReservations.attemptId, attempt.id))
    .returning({ variantId: stockReservations.variantId, locationId: stockReservations.locationId });
  const locationOf = new Map(held.map((reservation) => [reservation.variantId, reservation.locationId]));
  const reference = await insertOrder(tx, attempt.region, attempt.id, change.order, locationOf);
  await tx.update(checkoutAttempts).set({ status: 'placed', orderReference: reference }).where(eq(checkoutAttempts.id, attempt.id));
  const cartId = attempt.quote.cartId;
  await tx.delete(carts).where(and(eq(carts.id, cartId), eq(carts.region, attempt.region)));
  await tx
    .delete(customerAttributes)
    .where(and(eq(customerAttributes.attributeId, CUSTOMER_ATTRIBUTE_IDS.savedCartId), eq(customerAttributes.value, cartId)));
  if (change.savedCard !== undefined) {
    if (attempt.customerId === undefined) throw new Refusal(invalid('savedCard', 'only a customer keeps a card'));
    const card = change.savedCard;
    await tx
      .insert(paymentInstruments)
      .values({
        customerId: attempt.customerId,
        region: attempt.region,
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        providerTokenRef: card.token,
      })
      .onConflictDoNothing({ target: paymentInstruments.providerTokenRef });
  }
  await settled(new PostgresOutboxWriter(tx).append(change.outbox));
  if (change.events !== undefined) {
    // Entries that name the order as saved (its reference), in the same transaction.
    const saved = await selectOrderRecord(tx, attempt.region, reference);
    if (!saved) throw new Refusal(unavailable('checkout'));
    await settled(new PostgresOutboxWriter(tx).append(change.events(withoutId(saved))));
  }
}
