import { z } from 'zod';

const limits = z.object({ min: z.number().int().nonnegative(), max: z.number().int().positive() });
const perCurrency = z.object({ SAR: limits.optional(), AED: limits.optional(), EGP: limits.optional() });
const secret = z.string().min(16).max(256);

/**
 * The sandbox's settings, validated once when it is created. Amounts are minor units. A currency a
 * buy-now-pay-later provider has no limits for is one it does not serve (`not_available`).
 */
export const sandboxSettingsSchema = z.object({
  /** The merchant's secret key: every JSON API call carries it as `Authorization: Bearer <key>`. */
  secretKey: secret,
  /** Where each provider POSTs its webhooks (the store's webhook address); none configured, none sent. */
  webhookUrls: z
    .object({ card: z.url().optional(), 'apple-pay': z.url().optional(), tabby: z.url().optional(), tamara: z.url().optional() })
    .default({}),
  /** Each provider's webhook signing secret (the store verifies with the same). */
  webhookSecrets: z.object({ card: secret, 'apple-pay': secret, tabby: secret, tamara: secret }),
  /** The address shoppers' browsers reach the sandbox at; by default the request's own origin and prefix. */
  publicUrl: z.url().optional(),
  /** How long a card payment waits on its hosted page. */
  cardSessionMinutes: z.number().int().positive().max(24 * 60).default(30),
  /** How long a buy-now-pay-later session waits for its approval. */
  bnplSessionMinutes: z.number().int().positive().max(24 * 60).default(30),
  eligibility: z
    .object({ tabby: perCurrency, tamara: perCurrency })
    .default({
      tabby: { SAR: { min: 100, max: 500_000 }, AED: { min: 100, max: 500_000 } },
      tamara: { SAR: { min: 100, max: 2_000_000 }, AED: { min: 100, max: 2_000_000 } },
    }),
  /** Payments kept in memory; beyond it the oldest is forgotten. */
  maxPayments: z.number().int().positive().default(10_000),
  /** Saved cards kept in memory; beyond it the oldest is forgotten. */
  maxSavedCards: z.number().int().positive().default(10_000),
  webhookDelivery: z
    .object({
      /** Tries per event, the first included. */
      attempts: z.number().int().positive().max(20).default(6),
      /** The first retry's delay; each next one doubles. */
      baseDelayMs: z.number().int().nonnegative().default(1_000),
      /** One delivery's connect, headers and body timeout. */
      timeoutMs: z.number().int().positive().default(5_000),
    })
    .default({ attempts: 6, baseDelayMs: 1_000, timeoutMs: 5_000 }),
  /** How often sessions past their time are expired without anyone asking. */
  sweepIntervalMs: z.number().int().positive().default(30_000),
});

export type SandboxSettingsInput = z.input<typeof sandboxSettingsSchema>;
export type SandboxSettings = z.output<typeof sandboxSettingsSchema>;
