import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { okAsync } from 'neverthrow';
import { computeCartTotals, cartLineOptions } from '@storefront/core/cart';
import { money } from '@storefront/core/catalog';
import type { AttemptChange, CheckoutQuote, DeliveryChoice, NewCheckoutAttempt, PaymentMethod, PaymentProviderId, QuotedLine } from '@storefront/core/checkout';
import { currencyOf, DefaultVatPolicy, type Locale } from '@storefront/core/locale';
import type { NewOrder, OrderRecord, OrderStatus } from '@storefront/core/order';
import type { Database } from '../database/database.js';
import { productPrices, productVariants, products } from '../database/schema/index.js';
import { PostgresCheckoutStore } from '../checkout/postgres-checkout-store.adapter.js';

/** A line of a test quote: a variant and how many. */
export interface TestLine {
  readonly variantId: number;
  readonly quantity: number;
}

export interface TestQuoteInput {
  readonly locale: Locale;
  readonly lines: readonly TestLine[];
  readonly method?: PaymentMethod;
  readonly delivery?: DeliveryChoice;
  readonly cartId?: string;
}

const HOME: DeliveryChoice = {
  kind: 'home',
  method: 'standard',
  address: { firstName: 'Layla', lastName: 'Haddad', phone: '+966501234567', line1: '7 Tahlia Street', governorate: 'makkah', city: 'jeddah' },
};

/**
 * A quote of the variants at the region's prices (sale price first), as checkout would have shown
 * it: totals by the core's `computeCartTotals` (VAT inside), no shipping, no coupon.
 */
export async function testQuote(db: Database, input: TestQuoteInput): Promise<CheckoutQuote> {
  const region = input.locale.region;
  const currency = currencyOf(region);
  const rows = await db
    .select({
      variantId: productVariants.id,
      sku: productVariants.sku,
      options: productVariants.options,
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      imagePath: products.imagePath,
      priceMinor: productPrices.priceMinor,
      salePriceMinor: productPrices.salePriceMinor,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
    .where(inArray(productVariants.id, input.lines.map((line) => line.variantId)));
  const byVariant = new Map(rows.map((row) => [row.variantId, row]));
  const lines = input.lines.map((line): QuotedLine => {
    const row = byVariant.get(line.variantId);
    if (!row) throw new Error(`Variant ${line.variantId} is not sold in ${region}`);
    const unit = row.salePriceMinor ?? row.priceMinor;
    return {
      productId: row.productId,
      variantId: row.variantId,
      sku: row.sku,
      name: input.locale.language === 'ar' ? row.nameAr : row.nameEn,
      options: cartLineOptions(row.options),
      quantity: line.quantity,
      unitPrice: money(unit, currency),
      discount: money(0, currency),
      total: money(unit * line.quantity, currency),
      imageUrl: row.imagePath,
    };
  });
  const totals = computeCartTotals(
    { region, lines: lines.map((line) => ({ quantity: line.quantity, salePrice: line.unitPrice, discountAmount: line.discount })) },
    new DefaultVatPolicy(),
  );
  const zero = money(0, currency);
  return {
    region,
    locale: input.locale,
    cartId: input.cartId ?? randomBytes(24).toString('base64url'),
    currency,
    lines,
    coupons: [],
    delivery: input.delivery ?? HOME,
    method: input.method ?? 'card',
    totals: { subtotal: totals.subtotal, discount: totals.discount, shipping: zero, cashOnDeliveryFee: zero, vat: totals.taxTotal, total: totals.total },
  };
}

/** A new attempt of the quote, unfinished for an hour. */
export function testAttempt(quote: CheckoutQuote, overrides: Partial<NewCheckoutAttempt> = {}): NewCheckoutAttempt {
  const provider: PaymentProviderId | undefined = quote.method === 'cash-on-delivery' ? undefined : quote.method;
  return {
    idempotencyKey: randomBytes(12).toString('base64url'),
    quote,
    email: 'layla@example.com',
    saveCard: false,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    ...(provider === undefined ? {} : { provider }),
    ...overrides,
  };
}

/** The order an attempt of the quote makes, as the core would hand it to the store. */
export function testNewOrder(
  quote: CheckoutQuote,
  who: { readonly email: string; readonly customerId?: number | undefined },
  options: { readonly status?: OrderStatus; readonly placedAt?: Date; readonly providerRef?: string } = {},
): NewOrder {
  return {
    status: options.status ?? (quote.method === 'cash-on-delivery' ? 'awaiting-cash' : 'paid'),
    placedAt: options.placedAt ?? new Date(),
    locale: quote.locale,
    email: who.email,
    customerId: who.customerId,
    lines: quote.lines.map((line) => ({ ...line, kind: 'jewellery', pierced: false })),
    coupons: quote.coupons,
    totals: quote.totals,
    delivery:
      quote.delivery.kind === 'home'
        ? quote.delivery
        : { kind: 'pickup', boutiqueId: quote.delivery.boutiqueId, boutiqueName: `Boutique ${quote.delivery.boutiqueId}` },
    payment: {
      method: quote.method,
      ...(quote.method === 'cash-on-delivery' ? {} : { providerRef: options.providerRef ?? `pay_${randomBytes(8).toString('hex')}` }),
      ...(quote.method === 'card' ? { card: { brand: 'visa' as const, last4: '4242' } } : {}),
    },
  };
}

export interface PlaceTestOrderInput extends TestQuoteInput {
  readonly email: string;
  readonly customerId?: number;
  readonly status?: OrderStatus;
  readonly placedAt?: Date;
}

/**
 * An order placed the way checkout places one, through the engine's `CheckoutStore`: an attempt
 * opened (the stock reserved), then placed (the reservation becomes the order's). Throws when the
 * store refuses.
 */
export async function placeTestOrder(db: Database, input: PlaceTestOrderInput): Promise<OrderRecord> {
  const store = new PostgresCheckoutStore(db);
  const quote = await testQuote(db, input);
  const who = { email: input.email, ...(input.customerId === undefined ? {} : { customerId: input.customerId }) };
  const opened = await store.open(input.locale.region, testAttempt(quote, who));
  if (opened.isErr()) throw new Error(`Opening a test attempt failed: ${JSON.stringify(opened.error)}`);
  const order = testNewOrder(quote, who, { ...(input.status === undefined ? {} : { status: input.status }), ...(input.placedAt === undefined ? {} : { placedAt: input.placedAt }) });
  const placed = await store.change(input.locale.region, opened.value.attempt.id, () => okAsync<AttemptChange, never>({ kind: 'place', order, outbox: [] }));
  if (placed.isErr() || placed.value.order === undefined) throw new Error(`Placing a test order failed: ${JSON.stringify(placed.isErr() ? placed.error : placed.value)}`);
  return placed.value.order;
}
