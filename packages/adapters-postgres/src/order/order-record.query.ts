import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { money } from '@storefront/core/catalog';
import { currencyOf, languageSchema, type Region } from '@storefront/core/locale';
import { ORDER_STATUSES, type NewOrder, type OrderDelivery, type OrderRecord, type OrderRecordLine, type OrderStatus } from '@storefront/core/order';
import { PAYMENT_METHODS } from '@storefront/core/checkout';
import { productKindSchema } from '../catalog/product-nature.js';
import type { Database } from '../database/database.js';
import { inventory, orderEvents, orderLines, orders } from '../database/schema/index.js';
import { newOrderReference } from './order-reference.js';

/** A transaction or the database itself. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** A row that does not read as an order record: the store's data is broken, not the request. */
export class UnreadableOrder extends Error {
  constructor(reference: string, cause: unknown) {
    super(`Order ${reference} does not read as an order record`, { cause });
    this.name = 'UnreadableOrder';
  }
}

export const orderStatusSchema = z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]]);
const paymentMethodSchema = z.enum(PAYMENT_METHODS as [(typeof PAYMENT_METHODS)[number], ...(typeof PAYMENT_METHODS)[number][]]);
const cardBrandSchema = z.enum(['visa', 'mastercard', 'mada']);
const optionsSchema = z.array(z.object({ name: z.string(), value: z.string() }));
const addressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  governorate: z.string(),
  city: z.string(),
  postalCode: z.string().optional(),
});
const deliverySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home'), method: z.enum(['standard', 'express']), address: addressSchema }),
  z.object({ kind: z.literal('pickup'), boutiqueId: z.number().int(), boutiqueName: z.string() }),
]);
const couponsSchema = z.array(z.string());

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

/** What an optional column holds, without the `null` of SQL. */
const present = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

function toRecord(row: OrderRow, lines: readonly LineRow[], events: readonly EventRow[]): OrderRecord {
  try {
    const region = row.region as Region;
    const currency = currencyOf(region);
    const amount = (minor: number) => money(minor, currency);
    const delivery: OrderDelivery = deliverySchema.parse(row.delivery);
    const card = row.cardBrand !== null && row.cardLast4 !== null ? { brand: cardBrandSchema.parse(row.cardBrand), last4: row.cardLast4 } : undefined;
    const tracking =
      row.trackingCarrier !== null && row.trackingNumber !== null
        ? { carrier: row.trackingCarrier, number: row.trackingNumber, ...(row.trackingUrl === null ? {} : { url: row.trackingUrl }) }
        : undefined;
    return {
      reference: row.reference,
      region,
      locale: { language: languageSchema.parse(row.language), region },
      status: orderStatusSchema.parse(row.status),
      placedAt: row.placedAt,
      email: row.email,
      customerId: present(row.customerId),
      lines: lines.map(
        (line): OrderRecordLine => ({
          position: line.position,
          productId: line.productId,
          variantId: line.variantId,
          sku: line.sku,
          name: line.name,
          options: optionsSchema.parse(line.options),
          quantity: line.quantity,
          unitPrice: amount(line.unitPriceMinor),
          discount: amount(line.discountMinor),
          total: amount(line.totalMinor),
          imageUrl: line.imageUrl,
          kind: productKindSchema.parse(line.productKind),
          pierced: line.pierced,
          bundleId: present(line.bundleId),
        }),
      ),
      coupons: couponsSchema.parse(row.coupons),
      totals: {
        subtotal: amount(row.subtotalMinor),
        discount: amount(row.discountMinor),
        shipping: amount(row.shippingMinor),
        cashOnDeliveryFee: amount(row.cashOnDeliveryFeeMinor),
        vat: amount(row.taxMinor),
        total: amount(row.totalMinor),
      },
      delivery,
      payment: { method: paymentMethodSchema.parse(row.paymentMethod), providerRef: present(row.paymentProviderRef), card },
      timeline: events.map((event) => ({ status: orderStatusSchema.parse(event.status), at: event.at })),
      tracking,
    };
  } catch (cause) {
    throw new UnreadableOrder(row.reference, cause);
  }
}

/** The orders `where` selects, as records, in the order `orderBy` gives; `lock` takes their rows' locks. */
export async function selectOrderRecords(q: Queryable, where: SQL | undefined, options: { readonly lock?: boolean } = {}): Promise<(OrderRecord & { readonly id: number })[]> {
  const query = q.select().from(orders).where(where).orderBy(sql`${orders.placedAt} desc`, sql`${orders.id} desc`);
  const rows = options.lock === true ? await query.for('update') : await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, events] = [
    await q.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    await q.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.orderId), asc(orderEvents.id)),
  ];
  return rows.map((row) => ({
    ...toRecord(
      row,
      lines.filter((line) => line.orderId === row.id),
      events.filter((event) => event.orderId === row.id),
    ),
    id: row.id,
  }));
}

/** The region's order of that reference, as a record (with its row id), or nothing. */
export async function selectOrderRecord(q: Queryable, region: Region, reference: string, options: { readonly lock?: boolean } = {}): Promise<(OrderRecord & { readonly id: number }) | undefined> {
  const [record] = await selectOrderRecords(q, and(eq(orders.reference, reference), eq(orders.region, region)), options);
  return record;
}

/** Drops the row id a record was read with. */
export function withoutId({ id: _id, ...record }: OrderRecord & { readonly id: number }): OrderRecord {
  return record;
}

/**
 * Writes an order as given, with its lines (each at the location its stock came from, by variant),
 * its reference and its first timeline entries: `placed` at `placedAt`, then its status when it is
 * already past that. Answers the reference.
 */
export async function insertOrder(tx: Queryable, region: Region, placementKey: string, order: NewOrder, locationOf: ReadonlyMap<number, number>): Promise<string> {
  const reference = newOrderReference(region);
  const [row] = await tx
    .insert(orders)
    .values({
      reference,
      placementKey,
      region,
      language: order.locale.language,
      customerId: order.customerId ?? null,
      email: order.email,
      status: order.status,
      currency: currencyOf(region),
      subtotalMinor: order.totals.subtotal.amountMinor,
      discountMinor: order.totals.discount.amountMinor,
      shippingMinor: order.totals.shipping.amountMinor,
      cashOnDeliveryFeeMinor: order.totals.cashOnDeliveryFee.amountMinor,
      taxMinor: order.totals.vat.amountMinor,
      totalMinor: order.totals.total.amountMinor,
      coupons: [...order.coupons],
      paymentMethod: order.payment.method,
      paymentProviderRef: order.payment.providerRef ?? null,
      cardBrand: order.payment.card?.brand ?? null,
      cardLast4: order.payment.card?.last4 ?? null,
      delivery: order.delivery,
      placedAt: order.placedAt,
      deliveredAt: order.status === 'delivered' ? order.placedAt : null,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('Inserting an order returned no id');
  await tx.insert(orderLines).values(
    order.lines.map((line, index) => {
      const locationId = locationOf.get(line.variantId);
      if (locationId === undefined) throw new Error(`No stock is held for variant ${line.variantId} of the order`);
      return {
        orderId: row.id,
        position: index + 1,
        productId: line.productId,
        variantId: line.variantId,
        sku: line.sku,
        name: line.name,
        options: line.options.map(({ name, value }) => ({ name, value })),
        imageUrl: line.imageUrl,
        quantity: line.quantity,
        unitPriceMinor: line.unitPrice.amountMinor,
        discountMinor: line.discount.amountMinor,
        totalMinor: line.total.amountMinor,
        locationId,
        productKind: line.kind,
        pierced: line.pierced,
        bundleId: line.bundleId ?? null,
      };
    }),
  );
  await tx.insert(orderEvents).values([
    { orderId: row.id, status: 'placed', at: order.placedAt },
    ...(order.status === 'placed' ? [] : [{ orderId: row.id, status: order.status, at: order.placedAt }]),
  ]);
  return reference;
}

/** Puts units back on a location's shelf (a row it never had is made). */
export async function returnStock(tx: Queryable, variantId: number, locationId: number, quantity: number): Promise<void> {
  await tx
    .insert(inventory)
    .values({ variantId, locationId, availableToSell: quantity })
    .onConflictDoUpdate({ target: [inventory.variantId, inventory.locationId], set: { availableToSell: sql`${inventory.availableToSell} + ${quantity}` } });
}
