import { z } from 'zod';
import type { Region } from '../../locale/domain/locale.js';
import type { CardBrand, PaymentProviderId } from './payment-method.js';
import type { ShippingMethodId } from './checkout.js';

/** An amount of the region's currency in minor units (halalas, fils, piastres). */
const minor = z.number().int().min(0).max(1_000_000_000);

const CARD_BRANDS = ['visa', 'mastercard', 'mada'] as const satisfies readonly CardBrand[];

/** Defaults of one region, every amount in its currency's minor units (decision 1200). */
interface RegionDefaults {
  readonly standard: { readonly feeMinor: number; readonly minDays: number; readonly maxDays: number; readonly freeAboveMinor: number };
  readonly express: { readonly feeMinor: number; readonly minDays: number; readonly maxDays: number };
  readonly cashOnDelivery: { readonly enabled: boolean; readonly feeMinor: number; readonly maxOrderMinor: number };
  readonly bnpl: { readonly enabled: boolean; readonly minMinor: number; readonly maxMinor: number };
  readonly cardBrands: readonly CardBrand[];
}

const DEFAULTS: Readonly<Record<Region, RegionDefaults>> = {
  sa: {
    standard: { feeMinor: 25_00, minDays: 3, maxDays: 5, freeAboveMinor: 500_00 },
    express: { feeMinor: 50_00, minDays: 1, maxDays: 2 },
    cashOnDelivery: { enabled: true, feeMinor: 15_00, maxOrderMinor: 5_000_00 },
    bnpl: { enabled: true, minMinor: 100_00, maxMinor: 5_000_00 },
    cardBrands: ['mada', 'visa', 'mastercard'],
  },
  ae: {
    standard: { feeMinor: 25_00, minDays: 2, maxDays: 4, freeAboveMinor: 500_00 },
    express: { feeMinor: 50_00, minDays: 1, maxDays: 1 },
    cashOnDelivery: { enabled: true, feeMinor: 15_00, maxOrderMinor: 5_000_00 },
    bnpl: { enabled: true, minMinor: 100_00, maxMinor: 5_000_00 },
    cardBrands: ['visa', 'mastercard'],
  },
  eg: {
    standard: { feeMinor: 100_00, minDays: 3, maxDays: 6, freeAboveMinor: 5_000_00 },
    express: { feeMinor: 200_00, minDays: 1, maxDays: 2 },
    cashOnDelivery: { enabled: true, feeMinor: 30_00, maxOrderMinor: 30_000_00 },
    bnpl: { enabled: false, minMinor: 1_000_00, maxMinor: 50_000_00 },
    cardBrands: ['visa', 'mastercard'],
  },
};

const days = z.number().int().min(0).max(60);

function shippingSchema(defaults: RegionDefaults['express'] & { readonly freeAboveMinor?: number }) {
  return z
    .object({
      enabled: z.boolean().default(true),
      feeMinor: minor.default(defaults.feeMinor),
      minDays: days.default(defaults.minDays),
      maxDays: days.default(defaults.maxDays),
      /** The fee is waived when the goods (after discounts) cost at least this; absent: never free. */
      freeAboveMinor: defaults.freeAboveMinor === undefined ? minor.optional() : minor.optional().default(defaults.freeAboveMinor),
    })
    .refine((method) => method.minDays <= method.maxDays, { message: 'minDays must not exceed maxDays', path: ['minDays'] })
    .prefault({});
}

function bnplSchema(defaults: RegionDefaults['bnpl']) {
  return z
    .object({ enabled: z.boolean().default(defaults.enabled), minMinor: minor.default(defaults.minMinor), maxMinor: minor.default(defaults.maxMinor) })
    .refine((range) => range.minMinor <= range.maxMinor, { message: 'minMinor must not exceed maxMinor', path: ['minMinor'] })
    .prefault({});
}

function regionSchema(region: Region) {
  const defaults = DEFAULTS[region];
  return z
    .object({
      shipping: z.object({ standard: shippingSchema(defaults.standard), express: shippingSchema(defaults.express) }).prefault({}),
      cashOnDelivery: z
        .object({
          enabled: z.boolean().default(defaults.cashOnDelivery.enabled),
          feeMinor: minor.default(defaults.cashOnDelivery.feeMinor),
          /** The largest order total (fee included) paid in cash at the door. */
          maxOrderMinor: minor.default(defaults.cashOnDelivery.maxOrderMinor),
        })
        .prefault({}),
      bnpl: z.object({ tabby: bnplSchema(defaults.bnpl), tamara: bnplSchema(defaults.bnpl) }).prefault({}),
      cardBrands: z
        .array(z.enum(CARD_BRANDS))
        .min(1)
        .default([...defaults.cardBrands])
        // mada is Saudi Arabia's domestic scheme: no acquirer takes it elsewhere.
        .refine((brands) => region === 'sa' || !brands.includes('mada'), { message: 'mada is offered in sa only' }),
      applePay: z.object({ enabled: z.boolean().default(true) }).prefault({}),
    })
    .prefault({});
}

/**
 * The merchant's checkout settings, per region, as configuration gives them (a JSON file, the
 * environment): every field has a default (decision 1200), so `{}` is a whole configuration and a
 * merchant writes only what differs. Amounts are minor units of the region's currency.
 */
export const checkoutSettingsSchema = z.object({
  regions: z.object({ sa: regionSchema('sa'), ae: regionSchema('ae'), eg: regionSchema('eg') }).prefault({}),
  /** How long an attempt holds its stock before it lapses unpaid. */
  attemptMinutes: z.number().int().min(5).max(24 * 60).default(30),
  /** How long a buy-now-pay-later session at the provider may stay open. */
  bnplSessionMinutes: z.number().int().min(5).max(24 * 60).default(60),
  /** How far a webhook's signed time may be from now before it is refused as stale. */
  webhookToleranceSeconds: z.number().int().min(30).max(3_600).default(300),
  /**
   * The hosts Apple Pay's merchant validation may be sent to (a host or any of its subdomains),
   * https only: the browser names the address, so the server never calls one of its choosing.
   */
  applePayValidationHosts: z.array(z.string().min(1).max(253)).min(1).default(['apple.com']),
  /** Each provider's webhook signing secret; a provider without one has every webhook refused. */
  webhookSecrets: z.partialRecord(z.enum(['card', 'apple-pay', 'tabby', 'tamara'] satisfies PaymentProviderId[]), z.string().min(16)).default({}),
});

export type CheckoutSettings = z.output<typeof checkoutSettingsSchema>;
export type CheckoutSettingsInput = z.input<typeof checkoutSettingsSchema>;
export type RegionCheckoutSettings = CheckoutSettings['regions'][Region];
export type ShippingMethodSettings = RegionCheckoutSettings['shipping'][ShippingMethodId];
export type BnplProviderId = Extract<PaymentProviderId, 'tabby' | 'tamara'>;

/** A setting configuration got wrong: where, and what is wrong with it. */
export interface CheckoutSettingsIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * Reads checkout settings from configuration (already parsed from JSON or the environment). A
 * bad value is refused, naming where, so the server stops at start rather than at checkout.
 */
export function parseCheckoutSettings(input: unknown): { ok: true; settings: CheckoutSettings } | { ok: false; issues: readonly CheckoutSettingsIssue[] } {
  const parsed = checkoutSettingsSchema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, settings: parsed.data };
  return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
}

/** The settings with every default: what a store without checkout configuration runs with. */
export function defaultCheckoutSettings(): CheckoutSettings {
  return checkoutSettingsSchema.parse({});
}
