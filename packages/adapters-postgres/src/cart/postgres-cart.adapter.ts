import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import {
  DefaultLineQuantityPolicy,
  DefaultVatPolicy,
  cartRejected,
  currencyOf,
  notFound,
  unavailable,
  type Cart,
  type CartPort,
  type CartPortError,
  type CartRejectedError,
  type LineQuantityPolicy,
  type Language,
  type NewCart,
  type OrderedLine,
  type Region,
  type RestoredCartRequest,
  type VatPolicy,
} from '@storefront/core';
import type { Database } from '../database/database.js';
import { cartLines, carts, customers } from '../database/schema/index.js';
import {
  isDatabaseId,
  resolveVariant,
  selectCartHead,
  selectCartLines,
  toCart,
  type CartRows,
  type Queryable,
  type ResolvedVariant,
} from './cart.query.js';

type Operation = CartRejectedError['params']['operation'];

/** A typed refusal raised inside a transaction so that it rolls back; it never leaves the adapter. */
class Refusal extends Error {
  constructor(readonly error: CartPortError) {
    super(error.code);
  }
}

function toPortError(cause: unknown): CartPortError {
  return cause instanceof Refusal ? cause.error : unavailable('cart');
}

/** 192 random bits: a cart id is all a guest holds, so it must not be guessable. */
function newCartId(): string {
  return randomBytes(24).toString('base64url');
}

/** 128 random bits, so line ids reveal nothing about other carts. */
function newLineId(): string {
  return randomBytes(16).toString('base64url');
}

export interface PostgresCartOptions {
  /** How many units one line may hold; the core's default allows 1 to 10 within stock. */
  readonly quantityPolicy?: LineQuantityPolicy;
  /** Only the figures of the VAT breakdown depend on it; amounts include VAT. */
  readonly vat?: VatPolicy;
}

interface PlannedLine extends ResolvedVariant {
  readonly quantity: number;
}

/**
 * The cart port on the built-in engine. Every change runs in one transaction that first bumps the
 * cart's version, which locks the cart's row: writers of one cart take turns, so a quantity checked
 * against the policy is still the quantity when it is written.
 */
export class PostgresCart implements CartPort {
  private readonly quantityPolicy: LineQuantityPolicy;
  private readonly vat: VatPolicy;

  constructor(
    private readonly db: Database,
    options: PostgresCartOptions = {},
  ) {
    this.quantityPolicy = options.quantityPolicy ?? new DefaultLineQuantityPolicy();
    this.vat = options.vat ?? new DefaultVatPolicy();
  }

  getCart(region: Region, cartId: string): ResultAsync<Cart, CartPortError> {
    return this.run(region, () =>
      this.db.transaction(
        async (tx) => {
          const head = await selectCartHead(tx, region, cartId);
          if (head === undefined) throw new Refusal(notFound('cart', cartId));
          return { head, lines: await selectCartLines(tx, region, head.language, cartId) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
    );
  }

  createCart(region: Region, cart: NewCart): ResultAsync<Cart, CartPortError> {
    return this.create(region, cart.locale.language, cart.lines, cart.customerId);
  }

  /** The cart is priced in the region's currency from its price list, whatever the order said. */
  restoreCart(region: Region, request: RestoredCartRequest): ResultAsync<Cart, CartPortError> {
    return this.create(region, request.locale.language, request.lines, undefined);
  }

  deleteCart(region: Region, cartId: string): ResultAsync<void, CartPortError> {
    return ResultAsync.fromPromise(
      this.db
        .delete(carts)
        .where(and(eq(carts.id, cartId), eq(carts.region, region)))
        .returning({ id: carts.id })
        .then((deleted) => {
          if (deleted.length === 0) throw new Refusal(notFound('cart', cartId));
        }),
      toPortError,
    );
  }

  addLine(region: Region, cartId: string, line: OrderedLine): ResultAsync<Cart, CartPortError> {
    return this.change(region, cartId, async (tx) => {
      const variant = await resolveVariant(tx, region, line.productId, line.variantId);
      if (variant === undefined) throw new Refusal(cartRejected('add', cartId));
      this.requireQuantity(line.quantity, variant.sku);
      const [existing] = await tx
        .select({ quantity: cartLines.quantity })
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variant.variantId)));
      this.checkLine({ ...variant, quantity: (existing?.quantity ?? 0) + line.quantity });
      await insertOrGrow(tx, cartId, { ...variant, quantity: line.quantity });
    });
  }

  updateLine(region: Region, cartId: string, lineId: string, quantity: number): ResultAsync<Cart, CartPortError> {
    return this.change(region, cartId, async (tx) => {
      const variant = await this.lineVariant(tx, region, cartId, lineId, 'update');
      this.checkLine({ ...variant, quantity });
      await tx.update(cartLines).set({ quantity }).where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
    });
  }

  removeLine(region: Region, cartId: string, lineId: string): ResultAsync<Cart, CartPortError> {
    return this.change(region, cartId, async (tx) => {
      const removed = await tx
        .delete(cartLines)
        .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
        .returning({ id: cartLines.id });
      if (removed.length === 0) throw new Refusal(notFound('cart line', lineId));
    });
  }

  assignToCustomer(region: Region, cartId: string, customerId: number): ResultAsync<Cart, CartPortError> {
    return this.change(region, cartId, async (tx) => {
      await requireCustomer(tx, region, customerId);
      // The cart now follows the customer's sign-in, not the browser's token.
      await tx.update(carts).set({ customerId, tokenHash: null }).where(eq(carts.id, cartId));
    });
  }

  private create(
    region: Region,
    language: Language,
    lines: readonly OrderedLine[],
    customerId: number | undefined,
  ): ResultAsync<Cart, CartPortError> {
    return this.run(region, () =>
      this.db.transaction(async (tx) => {
        if (customerId !== undefined) await requireCustomer(tx, region, customerId);
        const planned = await this.planLines(tx, region, lines);
        const id = newCartId();
        await tx.insert(carts).values({ id, region, language, currency: currencyOf(region), customerId: customerId ?? null });
        for (const line of planned) await insertOrGrow(tx, id, line);
        return { head: { id, language }, lines: await selectCartLines(tx, region, language, id) };
      }),
    );
  }

  /** Resolves each requested line and folds lines of the same variant into one, in request order. */
  private async planLines(tx: Queryable, region: Region, lines: readonly OrderedLine[]): Promise<PlannedLine[]> {
    const byVariant = new Map<number, PlannedLine>();
    for (const line of lines) {
      const variant = await resolveVariant(tx, region, line.productId, line.variantId);
      if (variant === undefined) throw new Refusal(cartRejected('create'));
      this.requireQuantity(line.quantity, variant.sku);
      const before = byVariant.get(variant.variantId)?.quantity ?? 0;
      byVariant.set(variant.variantId, { ...variant, quantity: before + line.quantity });
    }
    const planned = [...byVariant.values()];
    for (const line of planned) this.checkLine(line);
    return planned;
  }

  private async lineVariant(tx: Queryable, region: Region, cartId: string, lineId: string, operation: Operation): Promise<ResolvedVariant> {
    const [line] = await tx
      .select({ productId: cartLines.productId, variantId: cartLines.variantId })
      .from(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
    if (line === undefined) throw new Refusal(notFound('cart line', lineId));
    const variant = await resolveVariant(tx, region, line.productId, line.variantId);
    // The product stopped selling in the region since it was added: the line can only be removed.
    if (variant === undefined) throw new Refusal(cartRejected(operation, cartId));
    return variant;
  }

  /** The units a single request adds must themselves be a quantity the policy accepts. */
  private requireQuantity(quantity: number, sku: string): void {
    const verdict = this.quantityPolicy.check({ sku, requested: quantity });
    if (verdict.isErr()) throw new Refusal(verdict.error);
  }

  /** The quantity the line would hold after the change, against the policy and the region's stock. */
  private checkLine(line: PlannedLine): void {
    const verdict = this.quantityPolicy.check({ sku: line.sku, requested: line.quantity, availableToSell: line.availableToSell });
    if (verdict.isErr()) throw new Refusal(verdict.error);
  }

  /** Runs a change in a transaction that bumps the cart's version first, then reads the cart back. */
  private change(region: Region, cartId: string, apply: (tx: Queryable) => Promise<void>): ResultAsync<Cart, CartPortError> {
    return this.run(region, () =>
      this.db.transaction(async (tx) => {
        const [head] = await tx
          .update(carts)
          .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(carts.id, cartId), eq(carts.region, region)))
          .returning({ id: carts.id, language: carts.language });
        if (head === undefined) throw new Refusal(notFound('cart', cartId));
        await apply(tx);
        return { head, lines: await selectCartLines(tx, region, head.language, cartId) };
      }),
    );
  }

  private run(region: Region, work: () => Promise<CartRows>): ResultAsync<Cart, CartPortError> {
    return ResultAsync.fromPromise(work(), toPortError).andThen((rows) => toCart(region, rows, this.vat));
  }
}

/** Two adds of one variant, even at the same instant, end as one line holding both quantities. */
async function insertOrGrow(tx: Queryable, cartId: string, line: PlannedLine): Promise<void> {
  await tx
    .insert(cartLines)
    .values({
      id: newLineId(),
      cartId,
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      // Lines written in one transaction would share now(); the wall clock keeps them in order.
      createdAt: sql`clock_timestamp()`,
    })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.variantId],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
    });
}

/** Customers belong to one region's store: a cart is only handed to a customer of its own region. */
async function requireCustomer(tx: Queryable, region: Region, customerId: number): Promise<void> {
  const found = isDatabaseId(customerId)
    ? await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.region, region)))
    : [];
  if (found.length === 0) throw new Refusal(notFound('customer', String(customerId)));
}
