import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { AbandonedCart, CartOwner, CartReads, CartState, CartStore, CartWork, NewCartState, OrderedLine } from '@storefront/core/cart';
import type { OutboxEntry } from '@storefront/core/events';
import { currencyOf, languageSchema, regionSchema, type Language, type Region } from '@storefront/core/locale';
import { notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { cartLines, carts, checkoutAttempts, customers } from '../database/schema/index.js';
import { writeCustomerAttributes } from '../customer/customer-attributes.query.js';
import { PostgresOutboxWriter } from '../outbox/postgres-outbox-writer.js';
import { isDatabaseId, lockCartHead, selectCartHead, selectCoupon, selectLineStates, selectVariants, type CartHead, type Queryable } from './cart.query.js';

/** A refusal raised inside a transaction so that it rolls back; it never leaves the adapter. */
class Refusal extends Error {
  constructor(readonly error: unknown) {
    super('refused');
  }
}

function toStoreError<E>(cause: unknown): E | InfrastructureError {
  return cause instanceof Refusal ? (cause.error as E | InfrastructureError) : unavailable('cart', cause);
}

/** 192 random bits: with the token binding, knowing an id still gives nothing away. */
function newCartId(): string {
  return randomBytes(24).toString('base64url');
}

/** 128 random bits, so line ids reveal nothing about other carts. */
function newLineId(): string {
  return randomBytes(16).toString('base64url');
}

/** Only the SHA-256 of a browser's cart token is stored: a copy of the table opens no cart. */
export function cartTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `owner` may see and change the cart; the token hash is compared in constant time. */
function owns(head: CartHead, owner: CartOwner): boolean {
  if (owner.kind === 'customer') return head.customerId !== null && head.customerId === owner.customerId;
  if (head.tokenHash === null || owner.cartToken === '') return false;
  const stored = Buffer.from(head.tokenHash, 'hex');
  const given = Buffer.from(cartTokenHash(owner.cartToken), 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/** The head of a cart `owner` may see; any other is `NOT_FOUND`, as an id never issued. */
function owned(head: CartHead | undefined, owner: CartOwner, cartId: string): CartHead {
  if (head === undefined || !owns(head, owner)) throw new Refusal(notFound('cart', cartId));
  return head;
}

/** Runs a unit's step; its refusal is thrown so the transaction rolls back. */
async function settled<T>(step: ResultAsync<T, unknown>): Promise<T> {
  const result = await step;
  if (result.isErr()) throw new Refusal(result.error);
  return result.value;
}

/**
 * The cart store on the built-in engine: SQL, locks and the token check, and no rule (the core's
 * `KeepCarts` decides). A cart answers only to its owner: the browser whose token hashes to the
 * stored hash, or the customer it was handed to. Every change runs in one transaction that first
 * bumps the cart's version, which locks the cart's row: writers of one cart take turns, so the
 * state a change was decided on is still the state when it is written, and its events are written
 * to the outbox in that same transaction.
 */
export class PostgresCartStore implements CartStore {
  constructor(private readonly db: Database) {}

  read(region: Region, cartId: string, owner: CartOwner, language?: Language): ResultAsync<CartState, InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(
        async (tx) => {
          const state = await loadState(tx, region, owned(await selectCartHead(tx, region, cartId), owner, cartId), language);
          // A reading in the page's language is shown in it; the cart's own language stays as it is.
          return { ...state, language: language ?? state.language };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
      toStoreError<never>,
    );
  }

  create<E>(region: Region, owner: CartOwner, language: Language, work: (reads: CartReads) => ResultAsync<NewCartState, E>): ResultAsync<CartState, E | InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        const draft = await settled(work(readsOf(tx, region, language)));
        const id = newCartId();
        await tx.insert(carts).values({
          id,
          region,
          language: draft.language,
          currency: currencyOf(region),
          customerId: owner.kind === 'customer' ? owner.customerId : null,
          tokenHash: owner.kind === 'guest' ? cartTokenHash(owner.cartToken) : null,
        });
        const lines = await saveLines(tx, id, [], draft.lines);
        const customerId = owner.kind === 'customer' ? owner.customerId : undefined;
        if (draft.savedForOwner === true && customerId !== undefined) await writeCustomerAttributes(tx, customerId, { savedCartId: id });
        return { id, region, language: draft.language, customerId, lines, couponCode: undefined, coupon: undefined };
      }),
      toStoreError<E>,
    );
  }

  change<E>(region: Region, cartId: string, owner: CartOwner, language: Language | undefined, work: CartWork<E>): ResultAsync<CartState, E | InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        const loaded = await loadState(tx, region, owned(await lockCartHead(tx, region, cartId), owner, cartId), language);
        const { cart: next, events } = await settled(work(loaded, readsOf(tx, region, language ?? loaded.language)));
        const saved: CartState = { ...next, lines: await saveLines(tx, cartId, loaded.lines, next.lines) };
        await saveHead(tx, loaded, saved);
        if (events !== undefined) await settled(new PostgresOutboxWriter(tx).append(events(saved)));
        return saved;
      }),
      toStoreError<E>,
    );
  }

  delete(region: Region, cartId: string, owner: CartOwner): ResultAsync<void, InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        owned(await lockCartHead(tx, region, cartId), owner, cartId);
        await tx.delete(carts).where(eq(carts.id, cartId));
      }),
      toStoreError<never>,
    );
  }

  linesOf(region: Region, cartId: string): ResultAsync<readonly OrderedLine[], InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        if ((await selectCartHead(this.db, region, cartId)) === undefined) throw new Refusal(notFound('cart', cartId));
        return this.db
          .select({ productId: cartLines.productId, variantId: cartLines.variantId, quantity: cartLines.quantity })
          .from(cartLines)
          .where(eq(cartLines.cartId, cartId))
          .orderBy(asc(cartLines.seq));
      })(),
      toStoreError<never>,
    );
  }

  abandoned(idleSince: Date, limit: number): ResultAsync<readonly AbandonedCart[], InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        // A guest is known by the latest email given at checkout for the cart, if any.
        const attemptEmail = sql<string | null>`(select ${checkoutAttempts.email} from ${checkoutAttempts} where ${attemptCartId} = ${carts.id} order by ${checkoutAttempts.createdAt} desc limit 1)`;
        const heads = await this.db
          .select({ id: carts.id, region: carts.region, language: carts.language, updatedAt: carts.updatedAt, customerEmail: customers.email, attemptEmail })
          .from(carts)
          .leftJoin(customers, eq(customers.id, carts.customerId))
          .where(abandonedSince(idleSince))
          .orderBy(asc(carts.updatedAt))
          .limit(limit);
        if (heads.length === 0) return [];
        const lines = await this.db
          .select({ cartId: cartLines.cartId, productId: cartLines.productId, variantId: cartLines.variantId, quantity: cartLines.quantity })
          .from(cartLines)
          .where(inArray(cartLines.cartId, heads.map((head) => head.id)))
          .orderBy(asc(cartLines.seq));
        return heads.flatMap((head): AbandonedCart[] => {
          const region = regionSchema.safeParse(head.region);
          const language = languageSchema.safeParse(head.language);
          if (!region.success || !language.success) return [];
          const email = head.customerEmail ?? head.attemptEmail ?? undefined;
          return [
            {
              region: region.data,
              cartId: head.id,
              language: language.data,
              ...(email === undefined ? {} : { email }),
              lines: lines.filter((line) => line.cartId === head.id).map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
              lastChangedAt: head.updatedAt,
            },
          ];
        });
      })(),
      (cause) => unavailable('cart', cause),
    );
  }

  remindAbandoned(region: Region, cartId: string, idleSince: Date, entries: readonly OutboxEntry[]): ResultAsync<boolean, InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        // The row's lock orders this against a change of the cart: a change first makes it no longer
        // idle, a change after is later than the reminder (both stamp the clock at their update).
        const reminded = await tx
          .update(carts)
          .set({ remindedAt: sql`clock_timestamp()` })
          .where(and(eq(carts.id, cartId), eq(carts.region, region), abandonedSince(idleSince)))
          .returning({ id: carts.id });
        if (reminded.length === 0) return false;
        await settled(new PostgresOutboxWriter(tx).append(entries));
        return true;
      }),
      toStoreError<never>,
    );
  }
}

/** An attempt's cart, as the quote it keeps names it. */
const attemptCartId = sql`${checkoutAttempts.quote}->>'cartId'`;

/**
 * A cart counts as abandoned once untouched since `idleSince`, not reminded since its last change,
 * holding lines, and with no checkout under way (an attempt open or awaiting its payment).
 */
function abandonedSince(idleSince: Date) {
  return and(
    lte(carts.updatedAt, idleSince),
    or(isNull(carts.remindedAt), lt(carts.remindedAt, carts.updatedAt)),
    sql`exists (select 1 from ${cartLines} where ${cartLines.cartId} = ${carts.id})`,
    sql`not exists (select 1 from ${checkoutAttempts} where ${attemptCartId} = ${carts.id} and ${checkoutAttempts.status} in ('open', 'awaiting-payment'))`,
  );
}

/** The catalogue reads of one transaction, lines named in `language`. */
function readsOf(tx: Queryable, region: Region, language: Language): CartReads {
  const read = <T>(query: () => Promise<T>) => ResultAsync.fromPromise(query(), (cause) => unavailable('cart', cause));
  return {
    variantsOf: (productId) => read(() => selectVariants(tx, region, language, productId)),
    coupon: (code) => read(() => selectCoupon(tx, region, code)),
    // Customers belong to one region's store: only a customer of the cart's region is one here.
    hasCustomer: (customerId) =>
      read(async () =>
        isDatabaseId(customerId)
          ? (await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId), eq(customers.region, region)))).length > 0
          : false,
      ),
  };
}

/** The cart's state: its own language, its lines named in `language` when given. */
async function loadState(tx: Queryable, region: Region, head: CartHead, language: Language | undefined): Promise<CartState> {
  const stored = languageSchema.safeParse(head.language);
  if (!stored.success) throw new Refusal(unavailable('cart', stored.error));
  const named = language ?? stored.data;
  const coupon = head.couponCode === null ? undefined : await selectCoupon(tx, region, head.couponCode);
  return {
    id: head.id,
    region,
    language: stored.data,
    customerId: head.customerId ?? undefined,
    lines: await selectLineStates(tx, region, named, head.id),
    couponCode: head.couponCode ?? undefined,
    coupon,
  };
}

/** Writes the difference between the lines loaded and the lines to keep; new lines get their ids. */
async function saveLines(tx: Queryable, cartId: string, before: CartState['lines'], after: CartState['lines']): Promise<CartState['lines']> {
  const kept = new Set(after.flatMap((line) => line.id ?? []));
  const gone = before.flatMap((line) => (line.id !== undefined && !kept.has(line.id) ? [line.id] : []));
  if (gone.length > 0) await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, gone)));
  const quantities = new Map(before.map((line) => [line.id, line.quantity]));
  const saved = [];
  for (const line of after) {
    if (line.id === undefined) {
      const id = newLineId();
      await tx.insert(cartLines).values({ id, cartId, productId: line.productId, variantId: line.variantId, quantity: line.quantity });
      saved.push({ ...line, id });
    } else {
      if (quantities.get(line.id) !== line.quantity) await tx.update(cartLines).set({ quantity: line.quantity }).where(and(eq(cartLines.id, line.id), eq(cartLines.cartId, cartId)));
      saved.push(line);
    }
  }
  return saved;
}

/** The cart's own columns; a cart handed to a customer follows the sign-in and forgets the browser's token. */
async function saveHead(tx: Queryable, before: CartState, after: CartState): Promise<void> {
  const changes = {
    ...(after.language === before.language ? {} : { language: after.language }),
    ...(after.couponCode === before.couponCode ? {} : { couponCode: after.couponCode ?? null }),
    ...(after.customerId === before.customerId || after.customerId === undefined ? {} : { customerId: after.customerId, tokenHash: null }),
  };
  if (Object.keys(changes).length > 0) await tx.update(carts).set(changes).where(eq(carts.id, before.id));
}
