import * as z from 'zod/mini';
import { moneyWire } from './money.wire.js';

/**
 * Checkout and orders (issue 20): the answers of `/api/checkout/*`, `/api/orders/*`,
 * `/api/account/saved-cards*` and the operator's `/api/operator/orders/*`. Dates are ISO 8601
 * strings; amounts are {@link moneyWire}s (VAT included). Refusals carry their params: `SOLD_OUT`
 * lists the short lines, `CART_CHANGED` lists exactly what changed.
 */

const ORDER_STATUSES = ['placed', 'paid', 'awaiting-cash', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
const PAYMENT_METHODS = ['card', 'apple-pay', 'tabby', 'tamara', 'cash-on-delivery'] as const;

export const orderStatusWire = z.enum(ORDER_STATUSES);

/** A saved card as the browser sees it: never the provider's token. */
export const savedCardWire = z.object({
  id: z.int(),
  brand: z.string(),
  last4: z.string(),
  expiryMonth: z.int(),
  expiryYear: z.int(),
  isDefault: z.boolean(),
  savedAt: z.string(),
});
export type SavedCardWire = z.infer<typeof savedCardWire>;

export const savedCardsWire = z.object({ cards: z.array(savedCardWire) });
export type SavedCardsWire = z.infer<typeof savedCardsWire>;

const checkoutTotalsWire = z.object({
  subtotal: moneyWire,
  discount: moneyWire,
  shipping: moneyWire,
  cashOnDeliveryFee: moneyWire,
  vat: moneyWire,
  total: moneyWire,
});

/** What the checkout offers this cart: delivery services, boutiques holding every line, ways of paying, saved cards. */
export const checkoutOptionsWire = z.object({
  shipping: z.array(
    z.object({ method: z.enum(['standard', 'express']), fee: moneyWire, minDays: z.int(), maxDays: z.int(), freeAbove: z.optional(moneyWire) }),
  ),
  pickup: z.array(
    z.object({
      locationId: z.int(),
      storeLocationId: z.int(),
      name: z.object({ en: z.string(), ar: z.string() }),
      city: z.object({ en: z.string(), ar: z.string() }),
    }),
  ),
  payment: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      available: z.boolean(),
      unavailable: z.optional(z.looseObject({ method: z.enum(PAYMENT_METHODS), reason: z.string() })),
      fee: z.optional(moneyWire),
      brands: z.optional(z.array(z.string())),
    }),
  ),
  savedCards: z.array(savedCardWire),
});
export type CheckoutOptionsWire = z.infer<typeof checkoutOptionsWire>;

/**
 * The review step's quote: the cart priced now with the chosen delivery and way of paying. Its
 * `lines` (variant, SKU, quantity, unit price), `coupons` and `totals` are what "Place order"
 * sends back as `agreed`.
 */
export const checkoutQuoteWire = z.object({
  currency: z.string(),
  lines: z.array(
    z.object({
      productId: z.int(),
      variantId: z.int(),
      sku: z.string(),
      name: z.string(),
      options: z.array(z.object({ name: z.string(), value: z.string() })),
      quantity: z.int(),
      unitPrice: moneyWire,
      discount: moneyWire,
      total: moneyWire,
      imageUrl: z.optional(z.string()),
    }),
  ),
  coupons: z.array(z.string()),
  delivery: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('home'), method: z.enum(['standard', 'express']) }),
    z.object({ kind: z.literal('pickup'), boutiqueId: z.int() }),
  ]),
  method: z.enum(PAYMENT_METHODS),
  totals: checkoutTotalsWire,
});
export type CheckoutQuoteWire = z.infer<typeof checkoutQuoteWire>;

/** Where a checkout stands: the order placed, the provider's page to go to, or not settled yet (ask again). */
export const checkoutOutcomeWire = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('placed'), attemptId: z.string(), reference: z.string() }),
  z.object({ kind: z.literal('redirect'), attemptId: z.string(), url: z.string() }),
  z.object({ kind: z.literal('pending'), attemptId: z.string() }),
]);
export type CheckoutOutcomeWire = z.infer<typeof checkoutOutcomeWire>;

/** A webhook accepted. */
export const webhookAcceptedWire = z.object({ received: z.literal(true) });

/** Apple Pay's merchant session, opaque, for `ApplePaySession.completeMerchantValidation`. */
export const merchantSessionWire = z.object({ merchantSession: z.unknown() });

/** A row of My Orders. */
export const orderListItemWire = z.object({
  reference: z.string(),
  status: orderStatusWire,
  placedAt: z.string(),
  total: moneyWire,
  itemCount: z.int(),
  imageUrl: z.optional(z.string()),
});
export const orderListWire = z.object({ orders: z.array(orderListItemWire) });
export type OrderListWire = z.infer<typeof orderListWire>;

/** One order as its owner sees it, with its tax invoice and the lines "order again" adds. */
export const orderDetailWire = z.object({
  reference: z.string(),
  status: orderStatusWire,
  placedAt: z.string(),
  email: z.string(),
  lines: z.array(z.looseObject({ productId: z.int(), variantId: z.int(), sku: z.string(), name: z.string(), quantity: z.int(), unitPrice: moneyWire, total: moneyWire })),
  coupons: z.array(z.string()),
  totals: checkoutTotalsWire,
  delivery: z.looseObject({ kind: z.enum(['home', 'pickup']) }),
  payment: z.looseObject({ method: z.enum(PAYMENT_METHODS), state: z.string() }),
  timeline: z.array(z.object({ status: orderStatusWire, at: z.string() })),
  tracking: z.optional(z.object({ carrier: z.string(), number: z.string(), url: z.optional(z.string()) })),
  invoice: z.looseObject({ number: z.string(), currency: z.string(), vatTotal: moneyWire, total: moneyWire, qrPayload: z.optional(z.string()) }),
  orderAgain: z.array(z.object({ productId: z.int(), variantId: z.int(), quantity: z.int() })),
});
export type OrderDetailWire = z.infer<typeof orderDetailWire>;

/** An order a guest opened with the emailed code, and the grant to return from it (decision 1312). */
export const guestOrderWire = z.extend(orderDetailWire, { returnGrant: z.string() });
export type GuestOrderWire = z.infer<typeof guestOrderWire>;

/** The guest lookup's one answer, whether or not the order exists. */
export const lookupAcceptedWire = z.object({ accepted: z.literal(true) });

/** An order as the operator's move leaves it. */
export const operatorOrderWire = z.object({ reference: z.string(), status: orderStatusWire, tracking: z.optional(z.object({ carrier: z.string(), number: z.string(), url: z.optional(z.string()) })) });
export type OperatorOrderWire = z.infer<typeof operatorOrderWire>;
