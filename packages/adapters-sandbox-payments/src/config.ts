import { z } from 'zod';

const secret = z.string().min(16).max(256);

/**
 * What the composition gives the sandbox adapters, validated once: where the sandbox's JSON API is
 * (its origin and prefix, e.g. `http://127.0.0.1:3000/sandbox-payments`), the merchant's secret key,
 * each provider's webhook secret (for the core's signature check: the adapters never verify), and
 * the timeouts of every call, after which the provider counts as unavailable.
 */
export const sandboxPaymentsConfigSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }),
  secretKey: secret,
  webhookSecrets: z.object({ card: secret, 'apple-pay': secret, tabby: secret, tamara: secret }),
  timeouts: z
    .object({
      connectMs: z.number().int().positive().max(60_000).default(2_000),
      headersMs: z.number().int().positive().max(120_000).default(10_000),
      bodyMs: z.number().int().positive().max(120_000).default(10_000),
    })
    .default({ connectMs: 2_000, headersMs: 10_000, bodyMs: 10_000 }),
  /** Connections kept open to the sandbox. */
  connections: z.number().int().positive().max(256).default(16),
});

export type SandboxPaymentsConfigInput = z.input<typeof sandboxPaymentsConfigSchema>;
export type SandboxPaymentsConfig = z.output<typeof sandboxPaymentsConfigSchema>;
