import { inArray } from 'drizzle-orm';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { AttemptChange, CheckoutSettings, DeliveryChoice } from '@storefront/core/checkout';
import type { VatPolicy } from '@storefront/core/locale';
import type { NewOrder, OrderChange, OrderDelivery } from '@storefront/core/order';
import { PostgresCheckoutStore } from '../checkout/postgres-checkout-store.adapter.js';
import { quoteOf } from '../checkout/quote-of.query.js';
import type { Database } from '../database/database.js';
import { productVariants } from '../database/schema/index.js';
import { PostgresOrderStore } from '../order/postgres-order-store.adapter.js';
import type { ImportCustomer, ImportOrder } from './catalogue-import.js';
import { required } from './write-products.js';

async function settled<T>(step: ResultAsync<T, unknown>, what: string): Promise<T> {
  const result = await step;
  if (result.isErr()) throw new Error(`${what}: ${JSON.stringify(result.error)}`);
  return result.value;
}

/**
 * The customers' order histories, once products, boutiques and address books are written: each
 * order priced by the core's totals at today's prices with the shipping and cash-on-delivery fees
 * of the checkout `settings`, placed through `PostgresCheckoutStore` (an
 * attempt opened, its reservation made the order's) and moved through its history by
 * `PostgresOrderStore`, as the store itself would have done it. Any refusal breaks the import.
 */
export async function writeOrderHistories(
  tx: Database,
  all: readonly ImportCustomer[],
  customerOf: ReadonlyMap<string, number>,
  vat: VatPolicy,
  settings: CheckoutSettings,
): Promise<number> {
  const checkout = new PostgresCheckoutStore(tx);
  const orders = new PostgresOrderStore(tx);
  const skus = [...new Set(all.flatMap((customer) => (customer.orders ?? []).flatMap((order) => order.lines.map((line) => line.sku))))];
  if (skus.length === 0) return 0;
  const variants = await tx.select({ id: productVariants.id, sku: productVariants.sku }).from(productVariants).where(inArray(productVariants.sku, skus));
  const variantOf = new Map(variants.map((variant) => [variant.sku, variant.id]));
  let written = 0;
  for (const customer of all) {
    const customerId = required(customerOf, customer.email);
    for (const [index, order] of (customer.orders ?? []).entries()) {
      await writeOrder({ tx, checkout, orders, vat, settings, customer, customerId, order, key: `import-${customerId}-${index + 1}`, variantOf });
      written += 1;
    }
  }
  return written;
}

interface OrderToWrite {
  readonly tx: Database;
  readonly checkout: PostgresCheckoutStore;
  readonly orders: PostgresOrderStore;
  readonly vat: VatPolicy;
  readonly settings: CheckoutSettings;
  readonly customer: ImportCustomer;
  readonly customerId: number;
  readonly order: ImportOrder;
  readonly key: string;
  readonly variantOf: ReadonlyMap<string, number>;
}

async function writeOrder({ tx, checkout, orders, vat, settings, customer, customerId, order, key, variantOf }: OrderToWrite): Promise<void> {
  const region = customer.region;
  const locale = { language: 'en', region } as const;
  const [placing, ...moves] = order.history;
  if (placing?.status !== 'placed') throw new Error(`An imported order of ${customer.email} does not begin placed`);
  const lines = order.lines.map((line) => ({ variantId: required(variantOf, line.sku), quantity: line.quantity }));
  let delivery: DeliveryChoice;
  let kept: OrderDelivery;
  let locationId: number | undefined;
  if (order.delivery === 'pickup') {
    const boutiques = await settled(checkout.boutiqueStock(region, lines.map((line) => line.variantId)), 'Reading the boutiques');
    const boutique = boutiques.find((candidate) => lines.every((line) => (candidate.available[line.variantId] ?? 0) >= line.quantity));
    if (!boutique) throw new Error(`No boutique of ${region} holds every line of an imported order of ${customer.email}`);
    delivery = { kind: 'pickup', boutiqueId: boutique.storeLocationId };
    kept = { kind: 'pickup', boutiqueId: boutique.storeLocationId, boutiqueName: boutique.name.en };
    locationId = boutique.locationId;
  } else {
    const [address] = customer.addresses ?? [];
    if (!address) throw new Error(`${customer.email} has no address to deliver an imported order to`);
    delivery = { kind: 'home', method: 'standard', address };
    kept = delivery;
  }
  const quote = await quoteOf(tx, { locale, lines, delivery, method: order.method, cartId: key }, vat, settings.regions[region]);
  const { attempt } = await settled(
    checkout.open(region, {
      idempotencyKey: key,
      quote,
      email: customer.email,
      customerId,
      ...(order.method === 'cash-on-delivery' ? {} : { provider: order.method }),
      saveCard: false,
      expiresAt: new Date(placing.at.getTime() + 30 * 60_000),
      ...(locationId === undefined ? {} : { locationId }),
    }),
    `Opening an imported order of ${customer.email}`,
  );
  const placed: NewOrder = {
    status: 'placed',
    placedAt: placing.at,
    locale,
    email: customer.email,
    customerId,
    lines: quote.lines,
    coupons: quote.coupons,
    totals: quote.totals,
    delivery: kept,
    payment: {
      method: order.method,
      ...(order.method === 'cash-on-delivery' ? {} : { providerRef: `import_${attempt.id.slice(0, 20)}` }),
      ...(order.method === 'card' ? { card: { brand: region === 'sa' ? 'mada' : 'visa', last4: '4242' } as const } : {}),
    },
  };
  const result = await settled(
    checkout.change(region, attempt.id, () => okAsync<AttemptChange, never>({ kind: 'place', order: placed, outbox: [] })),
    `Placing an imported order of ${customer.email}`,
  );
  const reference = result.attempt.orderReference;
  if (reference === undefined) throw new Error(`An imported order of ${customer.email} was not placed`);
  for (const move of moves) {
    const change: OrderChange = {
      status: move.status,
      at: move.at,
      ...(move.status === 'shipped' && order.tracking !== undefined ? { tracking: order.tracking } : {}),
      ...(move.status === 'cancelled' ? { restock: true } : {}),
    };
    await settled(
      orders.change(region, reference, () => okAsync<OrderChange, never>(change)),
      `Moving an imported order of ${customer.email} to ${move.status}`,
    );
  }
}
