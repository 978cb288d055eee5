import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { computeCartTotals } from '@storefront/core/cart';
import { money } from '@storefront/core/catalog';
import { DefaultVatPolicy, currencyOf, type Locale, type Region, type VatPolicy } from '@storefront/core/locale';
import type { OrderLines, OrderPort, OrderStatus, OrderSummary } from '@storefront/core/order';
import type { PaymentMethodFamily, ProductKind } from '@storefront/core/returns';
import { invalid, notFound, unavailable, type DomainError, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import {
  customers,
  inventory,
  inventoryLocations,
  orderLines,
  orders,
  outbox,
  productPrices,
  productVariants,
  products,
} from '../database/schema/index.js';
import { newOrderReference } from './order-reference.js';

/** A line to place: the variant, how many, and what the return rules will need later. */
export interface PlaceOrderLine {
  readonly variantId: number;
  readonly quantity: number;
  /** The warehouse or boutique to take stock from; without it, any of the region's with enough stock. */
  readonly locationId?: number;
  readonly kind?: ProductKind;
  readonly pierced?: boolean;
  readonly bundleId?: string;
  /** Line discount in minor units. */
  readonly discountMinor?: number;
}

export interface PlaceOrderInput {
  /** The shopper's idempotency key: the same key always answers the same order. */
  readonly placementKey: string;
  readonly locale: Locale;
  readonly customerId?: number;
  readonly email: string;
  readonly paymentMethod: PaymentMethodFamily;
  /** The delivery or pickup address as shown on the order. */
  readonly shippingAddress: string;
  readonly shippingMinor?: number;
  readonly lines: readonly PlaceOrderLine[];
}

export interface PlacedOrder {
  readonly order: OrderSummary;
  /** `false` when the placement key had already made this order (a retry). */
  readonly created: boolean;
}

export type InsufficientStockError = DomainError<'INSUFFICIENT_STOCK', { sku: string; requested: number; available: number }>;
export type PlaceOrderError = InfrastructureError | InsufficientStockError;

export interface PostgresOrdersOptions {
  readonly vat?: VatPolicy;
}

const MAX_ROW_ID = 2_147_483_647;
const orderStatusSchema = z.enum(['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded']);

/** Carries a typed refusal out of a transaction callback, which rolls the transaction back. */
class PlacementRefused extends Error {
  constructor(readonly error: PlaceOrderError) {
    super(error.code);
  }
}

function io<T>(promise: Promise<T>): ResultAsync<T, InfrastructureError> {
  return ResultAsync.fromPromise(promise, (cause) => unavailable('orders', cause));
}

const itemCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

const summaryColumns = {
  reference: orders.reference,
  region: orders.region,
  status: orders.status,
  placedAt: orders.placedAt,
  deliveredAt: orders.deliveredAt,
  totalMinor: orders.totalMinor,
  itemCount,
};

interface SummaryRow {
  readonly reference: string;
  readonly region: string;
  readonly status: string;
  readonly placedAt: Date;
  readonly deliveredAt: Date | null;
  readonly totalMinor: number;
  readonly itemCount: number;
}

function toSummary(row: SummaryRow, region: Region): ResultAsync<OrderSummary, InfrastructureError> {
  const status = orderStatusSchema.safeParse(row.status);
  if (!status.success) return errAsync(unavailable('orders', status.error));
  return okAsync({
    orderId: row.reference,
    status: status.data satisfies OrderStatus,
    placedAt: row.placedAt,
    ...(row.deliveredAt === null ? {} : { deliveredAt: row.deliveredAt }),
    total: money(row.totalMinor, currencyOf(region)),
    itemCount: Number(row.itemCount),
  });
}

function validate(input: PlaceOrderInput): InfrastructureError | undefined {
  const key = input.placementKey.trim();
  if (key === '' || key.length > 64) return invalid('placementKey', 'must be 1 to 64 characters');
  if (input.email.trim() === '') return invalid('email', 'required');
  if (input.customerId !== undefined && !(Number.isSafeInteger(input.customerId) && input.customerId > 0 && input.customerId <= MAX_ROW_ID)) {
    return invalid('customerId', 'not a customer id');
  }
  if (input.lines.length === 0) return invalid('lines', 'an order needs at least one line');
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) return invalid('lines.quantity', 'must be a positive whole number');
    if (!Number.isSafeInteger(line.variantId) || line.variantId < 1 || line.variantId > MAX_ROW_ID) {
      return invalid('lines.variantId', 'unknown variant');
    }
  }
  if (new Set(input.lines.map((line) => line.variantId)).size !== input.lines.length) {
    return invalid('lines', 'one line per variant');
  }
  return undefined;
}

/**
 * Orders on the built-in engine. Beside the port's reads it places orders (`placeOrder`), which
 * checkout will call: idempotent per placement key, and never selling stock that is not there.
 */
export class PostgresOrders implements OrderPort {
  private readonly vat: VatPolicy;

  constructor(
    private readonly db: Database,
    options: PostgresOrdersOptions = {},
  ) {
    this.vat = options.vat ?? new DefaultVatPolicy();
  }

  listOrders(region: Region, customerEmail: string): ResultAsync<readonly OrderSummary[], InfrastructureError> {
    const email = customerEmail.trim().toLowerCase();
    return io(
      this.db
        .select(summaryColumns)
        .from(orders)
        .where(and(eq(orders.region, region), sql`lower(${orders.email}) = ${email}`))
        .orderBy(desc(orders.placedAt), desc(orders.id)),
    ).andThen((rows) => ResultAsync.combine(rows.map((row) => toSummary(row, region))));
  }

  getOrder(region: Region, orderId: string): ResultAsync<OrderSummary, InfrastructureError> {
    return io(
      this.db
        .select(summaryColumns)
        .from(orders)
        .where(and(eq(orders.reference, orderId), eq(orders.region, region)))
        .limit(1),
    ).andThen(([row]) => (row ? toSummary(row, region) : errAsync(notFound('order', orderId))));
  }

  getOrderLines(region: Region, orderId: string): ResultAsync<OrderLines, InfrastructureError> {
    return io(
      this.db
        .select({ id: orders.id, language: orders.language })
        .from(orders)
        .where(and(eq(orders.reference, orderId), eq(orders.region, region)))
        .limit(1),
    ).andThen(([order]) => {
      if (!order) return errAsync(notFound('order', orderId));
      return io(
        this.db
          .select({ productId: orderLines.productId, variantId: orderLines.variantId, quantity: orderLines.quantity })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .orderBy(asc(orderLines.position)),
      ).map(
        (lines): OrderLines => ({
          orderId,
          ...(order.language === 'en' || order.language === 'ar' ? { locale: { language: order.language, region } } : {}),
          currency: currencyOf(region),
          lines,
        }),
      );
    });
  }

  /**
   * Places an order in one transaction: claims the placement key (a retry, even a parallel one,
   * gets the order the first attempt made), prices the lines from the region's price list, takes
   * the stock with a conditional update per line, and writes the order, its lines and an
   * `order.placed` event. Too little stock for any line refuses the whole order and writes nothing.
   */
  placeOrder(input: PlaceOrderInput): ResultAsync<PlacedOrder, PlaceOrderError> {
    const refusal = validate(input);
    if (refusal) return errAsync(refusal);
    const region = input.locale.region;
    const placementKey = input.placementKey.trim();
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        if (input.customerId !== undefined) {
          const [customer] = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.id, input.customerId), eq(customers.region, region)));
          // Customers belong to one region's store; another region's customer cannot order here.
          if (!customer) throw new PlacementRefused(notFound('customer', String(input.customerId)));
        }
        const priced = await tx
          .select({
            variantId: productVariants.id,
            sku: productVariants.sku,
            productId: products.id,
            name: input.locale.language === 'ar' ? products.nameAr : products.nameEn,
            priceMinor: productPrices.priceMinor,
            salePriceMinor: productPrices.salePriceMinor,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
          .where(inArray(productVariants.id, input.lines.map((line) => line.variantId)));
        const byVariant = new Map(priced.map((row) => [row.variantId, row]));
        const lines = input.lines.map((line) => {
          const variant = byVariant.get(line.variantId);
          // A variant the region does not sell cannot be ordered there.
          if (!variant) throw new PlacementRefused(notFound('variant', String(line.variantId)));
          return { ...line, ...variant, unitPriceMinor: variant.salePriceMinor ?? variant.priceMinor };
        });
        const currency = currencyOf(region);
        const totals = computeCartTotals(
          {
            region,
            lines: lines.map((line) => ({
              quantity: line.quantity,
              salePrice: money(line.unitPriceMinor, currency),
              discountAmount: money(line.discountMinor ?? 0, currency),
            })),
          },
          this.vat,
        );
        const shippingMinor = input.shippingMinor ?? 0;

        // Claiming the key first makes a parallel retry wait here until this placement commits or
        // rolls back, then find its order (or take over the key).
        const [claimed] = await tx
          .insert(orders)
          .values({
            reference: newOrderReference(region),
            placementKey,
            region,
            language: input.locale.language,
            customerId: input.customerId ?? null,
            email: input.email.trim(),
            status: 'pending',
            currency,
            subtotalMinor: totals.subtotal.amountMinor,
            discountMinor: totals.discount.amountMinor,
            shippingMinor,
            taxMinor: totals.taxTotal.amountMinor,
            totalMinor: totals.total.amountMinor + shippingMinor,
            paymentMethod: input.paymentMethod,
            shippingAddress: input.shippingAddress,
          })
          .onConflictDoNothing({ target: orders.placementKey })
          .returning({ id: orders.id });

        if (!claimed) {
          const [existing] = await tx.select(summaryColumns).from(orders).where(eq(orders.placementKey, placementKey));
          if (!existing) throw new PlacementRefused(unavailable('orders'));
          if (existing.region !== region) throw new PlacementRefused({ code: 'CONFLICT', params: { entity: 'order', reason: 'placement key used in another region' } });
          return { row: existing, created: false };
        }

        // Rows are locked in variant order so two orders sharing variants cannot deadlock.
        for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
          const locationId = await this.takeStock(tx, region, line);
          if (locationId === undefined) {
            const [stock] = await tx
              .select({ available: sql<number>`coalesce(sum(${inventory.availableToSell}), 0)::int` })
              .from(inventory)
              .innerJoin(inventoryLocations, eq(inventoryLocations.id, inventory.locationId))
              .where(and(eq(inventory.variantId, line.variantId), eq(inventoryLocations.region, region)));
            throw new PlacementRefused({
              code: 'INSUFFICIENT_STOCK',
              params: { sku: line.sku, requested: line.quantity, available: Number(stock?.available ?? 0) },
            });
          }
          Object.assign(line, { locationId });
        }

        await tx.insert(orderLines).values(
          lines.map((line, index) => ({
            orderId: claimed.id,
            position: index + 1,
            productId: line.productId,
            variantId: line.variantId,
            sku: line.sku,
            name: line.name,
            quantity: line.quantity,
            unitPriceMinor: line.unitPriceMinor,
            discountMinor: line.discountMinor ?? 0,
            locationId: line.locationId as number,
            productKind: line.kind ?? 'jewellery',
            pierced: line.pierced ?? false,
            bundleId: line.bundleId ?? null,
          })),
        );
        const [row] = await tx.select(summaryColumns).from(orders).where(eq(orders.id, claimed.id));
        if (!row) throw new PlacementRefused(unavailable('orders'));
        await tx.insert(outbox).values({
          id: randomUUID(),
          topic: 'order.placed',
          payload: { orderId: row.reference, region, total: row.totalMinor, currency },
        });
        return { row, created: true };
      }),
      (error): PlaceOrderError => (error instanceof PlacementRefused ? error.error : unavailable('orders', error)),
    ).andThen(({ row, created }) => toSummary(row, region).map((order) => ({ order, created })));
  }

  /**
   * Takes a line's quantity from one location with a conditional update, so concurrent orders
   * can never drive stock below zero; answers the location used, or `undefined` if none had enough.
   */
  private async takeStock(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    region: Region,
    line: PlaceOrderLine,
  ): Promise<number | undefined> {
    const candidates =
      line.locationId === undefined
        ? await tx
            .select({ locationId: inventory.locationId })
            .from(inventory)
            .innerJoin(inventoryLocations, eq(inventoryLocations.id, inventory.locationId))
            .where(and(eq(inventory.variantId, line.variantId), eq(inventoryLocations.region, region), gte(inventory.availableToSell, line.quantity)))
            .orderBy(desc(inventory.availableToSell), asc(inventory.locationId))
        : [{ locationId: line.locationId }];
    for (const { locationId } of candidates) {
      const taken = await tx
        .update(inventory)
        .set({ availableToSell: sql`${inventory.availableToSell} - ${line.quantity}` })
        .where(
          and(
            eq(inventory.variantId, line.variantId),
            eq(inventory.locationId, locationId),
            gte(inventory.availableToSell, line.quantity),
            sql`${inventory.locationId} in (select ${inventoryLocations.id} from ${inventoryLocations} where ${inventoryLocations.region} = ${region})`,
          ),
        )
        .returning({ locationId: inventory.locationId });
      if (taken.length > 0) return locationId;
    }
    return undefined;
  }
}
