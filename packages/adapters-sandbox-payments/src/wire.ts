import { z } from 'zod';

/**
 * The sandbox's wire shapes: what its JSON API takes and answers, and what its webhooks carry.
 * Amounts are integers of minor units (halalas, fils, piastres), as every acquirer of the region
 * takes them. The sandbox parses requests by these; the adapters parse answers by them, and the
 * pact files in `pacts/` pin them from both sides.
 */

export const WIRE_PROVIDERS = ['card', 'apple-pay', 'tabby', 'tamara'] as const;
export type WireProvider = (typeof WIRE_PROVIDERS)[number];

export const BNPL_PROVIDERS = ['tabby', 'tamara'] as const;
export type BnplProvider = (typeof BNPL_PROVIDERS)[number];

export const currencySchema = z.enum(['SAR', 'AED', 'EGP']);
export type WireCurrency = z.infer<typeof currencySchema>;

export const wireStatusSchema = z.enum(['pending', 'authorised', 'captured', 'declined', 'expired', 'cancelled']);
export type WireStatus = z.infer<typeof wireStatusSchema>;

/**
 * Why a payment ended without money: the card's answers, 3-D Secure's, and the buy-now-pay-later
 * providers' refusals (tabby's reason codes, which the Tamara-shaped provider shares).
 */
export const declineCodeSchema = z.enum([
  'declined',
  'insufficient_funds',
  'authentication_failed',
  'not_available',
  'order_amount_too_high',
  'order_amount_too_low',
  'expired',
  'cancelled',
]);
export type DeclineCode = z.infer<typeof declineCodeSchema>;

export const brandSchema = z.enum(['visa', 'mastercard', 'mada']);

const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const text = (max: number) => z.string().min(1).max(max);

export const lineSchema = z.object({
  sku: text(64),
  name: text(200),
  quantity: z.number().int().positive().max(10_000),
  unit_amount: minor,
});

/** What opening any payment takes (card, buy now pay later, Apple Pay). */
export const createPaymentSchema = z.object({
  amount: minor.positive(),
  currency: currencySchema,
  /** The store's checkout attempt: a second request with it answers the first payment. */
  merchant_reference: text(128),
  return_url: z.url({ protocol: /^https?$/ }).max(2000),
  locale: z.enum(['en', 'ar']).default('en'),
  customer: z.object({
    email: z.email().max(320),
    phone: z.string().max(20).optional(),
    /** The merchant's id of the customer; saved cards belong to it. */
    reference: text(128).optional(),
  }),
  lines: z.array(lineSchema).max(500).default([]),
});
export type CreatePaymentRequest = z.infer<typeof createPaymentSchema>;

export const createCardPaymentSchema = createPaymentSchema.extend({
  /** Keep the card entered on the hosted page as a token of `customer.reference`. */
  save_card: z.boolean().default(false),
  /** Pay with a saved card instead of the hosted page. */
  card_token: text(128).optional(),
});
export type CreateCardPaymentRequest = z.infer<typeof createCardPaymentSchema>;

export const savedCardSchema = z.object({
  token: z.string(),
  brand: brandSchema,
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2200),
});

export const installmentSchema = z.object({ due_date: z.string(), amount: minor });

/** A payment as the sandbox answers it. */
export const paymentSchema = z.object({
  id: z.string(),
  provider: z.enum(WIRE_PROVIDERS),
  status: wireStatusSchema,
  amount: minor,
  currency: currencySchema,
  merchant_reference: z.string(),
  /** The hosted page the shopper is sent to; null when none is needed (a saved card, a refusal). */
  redirect_url: z.string().nullable(),
  expires_at: z.iso.datetime(),
  decline_code: declineCodeSchema.nullable(),
  captured_amount: minor,
  refunded_amount: minor,
  card: z.object({ brand: brandSchema, last4: z.string() }).nullable(),
  saved_card: savedCardSchema.nullable(),
  installments: z.array(installmentSchema),
});
export type WirePayment = z.infer<typeof paymentSchema>;

export const refundRequestSchema = z.object({
  amount: minor.positive(),
  idempotency_key: text(128),
});

export const refundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: minor,
  status: z.literal('succeeded'),
});

export const merchantValidationRequestSchema = z.object({
  validation_url: z.url({ protocol: /^https$/ }).max(2000),
  display_name: text(64),
  domain: text(253),
});

/**
 * The token a (stubbed) `ApplePaySession` hands back, shaped like Apple's `ApplePayPaymentToken`:
 * `paymentData.data` is, in the sandbox, the base64 of a JSON `{outcome}` naming what the card
 * does (see the package README), where Apple's is an encrypted blob.
 */
export const applePayTokenSchema = z.object({
  paymentData: z.object({
    version: z.literal('EC_v1'),
    data: z.string().min(1).max(4096),
    signature: z.string().max(4096),
    header: z.object({ ephemeralPublicKey: z.string().max(1024), publicKeyHash: z.string().max(256), transactionId: z.string().max(256) }),
  }),
  paymentMethod: z.object({
    displayName: z.string().max(64),
    network: z.enum(['Visa', 'MasterCard', 'mada']),
    type: z.enum(['debit', 'credit', 'prepaid']),
  }),
  transactionIdentifier: z.string().max(256),
});
export type ApplePayToken = z.infer<typeof applePayTokenSchema>;

export const applePayOutcomeSchema = z.object({ outcome: z.enum(['success', 'decline', 'insufficient_funds']) });

export const applePayPaymentSchema = createPaymentSchema.extend({ token: applePayTokenSchema });

export const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** What every webhook carries: the event and the payment as it stands after it. */
export const webhookBodySchema = z.object({
  id: z.string().min(1).max(128),
  type: z.string().min(1).max(64),
  created: z.number().int(),
  data: z.object({ payment_id: z.string().min(1).max(128), status: wireStatusSchema, merchant_reference: z.string() }),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;
