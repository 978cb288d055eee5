import { randomBytes } from 'node:crypto';
import { okAsync } from 'neverthrow';
import type { AttemptChange, CheckoutQuote, DeliveryChoice, NewCheckoutAttempt, PaymentMethod, PaymentProviderId } from '@storefront/core/checkout';
import { DefaultVatPolicy, type Locale } from '@storefront/core/locale';
import type { NewOrder, OrderRecord, OrderStatus } from '@storefront/core/order';
import type { Database } from '../database/database.js';
import { PostgresCheckoutStore } from '../checkout/postgres-checkout-store.adapter.js';
import { quoteOf } from '../checkout/quote-of.query.js';

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

/** A quote of the variants at the region's prices (sale price first), totals by the core's `computeCartTotals` (VAT inside), no shipping, no coupon. */
export function testQuote(db: Database, input: TestQuoteInput): Promise<CheckoutQuote> {
  return quoteOf(
    db,
    { locale: input.locale, lines: input.lines, delivery: input.delivery ?? HOME, method: input.method ?? 'card', cartId: input.cartId ?? randomBytes(24).toString('base64url') },
    new DefaultVatPolicy(),
  );
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
    lines: quote.lines,
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
