import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { DEFAULT_ABANDONED_CART_MINUTES } from '@storefront/core/cart';
import { DEFAULT_RELEVANCE_RULE, RELEVANCE_RULES } from '@storefront/core/search';
import { rateLimitSettings, trustProxySetting } from './rate-limits.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty variables are the same thing: the default applies. */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const urlWithProtocols = (protocols: readonly string[], example: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `must be a URL such as ${example}`)
      .optional(),
  );

/** A sender: `address@domain` or `Name <address@domain>`, on one line. */
const MAIL_SENDER = /^(?:[^<>\r\n]*[^<>\s] <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/** The sender of the store's emails unless `MAIL_FROM` names another. */
export const DEFAULT_MAIL_FROM = "L'azurde <no-reply@storefront.test>";

/** Scheme and host (and port) alone: `https://www.example.com`, read as the URL's origin. */
const publicOrigin = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .transform((value, context) => {
      const url = URL.canParse(value) ? new URL(value) : undefined;
      // `?` and `#` are refused as written: an empty query or fragment leaves no trace in the URL.
      const bare = url !== undefined && ['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && url.username === '' && url.password === '' && !/[?#]/.test(value);
      if (!bare) {
        context.addIssue({ code: 'custom', message: 'must be the store\'s public address alone, such as https://www.example.com (http or https, no path, query or credentials)' });
        return z.NEVER;
      }
      return url.origin;
    })
    .optional(),
);

/** A VAT rate in percent such as `15` or `14.5`, read as basis points. */
const vatRate = (fallback: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : value),
    z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage from 0 to 99.99, such as 15')
      .transform((value) => Math.round(Number(value) * 100)),
  );

const configSchema = z.object({
  NODE_ENV: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  HOST: optionalText.transform((value) => value ?? '0.0.0.0'),
  PORT: z.preprocess(
    (value) => (value === '' || value === undefined ? '3000' : value),
    z.string().regex(/^\d+$/, 'must be a whole number from 0 to 65535').transform(Number).pipe(z.number().max(65535, 'must be a whole number from 0 to 65535')),
  ),
  DATA_DIR: optionalText.transform((value) => resolve(value ?? '.data')),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@127.0.0.1:5432/storefront'),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  /** Put before every rate-limit key in Redis, so stores (and test runs) sharing one Redis stay apart. */
  RATE_LIMIT_REDIS_PREFIX: optionalText.transform((value) => value ?? 'storefront:rate-limit:'),
  /** Put before every session key in Redis (decision 1002), so stores sharing one Redis stay apart. */
  SESSION_REDIS_PREFIX: optionalText.transform((value) => value ?? 'storefront:session:'),
  /** The named rate limits (decision 0910): attempts per window, or off; the core's defaults unless set. */
  ...rateLimitSettings,
  /** Whom the server believes about the client's address, scheme and host (decision 0913). */
  TRUST_PROXY: trustProxySetting,
  /**
   * The address shoppers reach the store at. Canonical and hreflang links, the sitemaps and
   * robots.txt name it, and the API takes it as the store's own origin; unset, each request's own
   * host is used, which is fit for a machine of one's own only (a Host header is the caller's to write).
   */
  PUBLIC_ORIGIN: publicOrigin,
  /**
   * The mail server the store's emails go out through (decision 1032): `smtp://user:password@host:587`
   * (STARTTLS when the server offers it) or `smtps://…:465`. Unset, they are kept in the store's own
   * mailbox, readable at /mailbox.
   */
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587'),
  /** The sender of the store's emails: `address@domain` or `Name <address@domain>`. */
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .max(320, 'must be at most 320 characters')
      .regex(MAIL_SENDER, 'must be an address such as no-reply@example.com or Store <no-reply@example.com>')
      .optional()
      .transform((value) => value ?? DEFAULT_MAIL_FROM),
  ),
  LOG_LEVEL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  /** How many products the demo catalogue has when it is seeded (benchmarks use 20,000 and more). */
  SEED_DEMO_PRODUCTS: z.preprocess(
    (value) => (value === '' || value === undefined ? '1500' : value),
    z
      .string()
      .regex(/^\d{1,6}$/, 'must be a whole number of products from 20 to 200000')
      .transform(Number)
      .pipe(z.number().min(20, 'must be a whole number of products from 20 to 200000').max(200_000, 'must be a whole number of products from 20 to 200000')),
  ),
  SEED_DEMO_CATALOGUE: z.preprocess(
    (value) => (value === '' || value === undefined ? 'true' : value),
    z.enum(['true', 'false'], { message: 'must be true or false' }).transform((value) => value === 'true'),
  ),
  /** VAT per region in percent (up to two decimals); the defaults are the rates in force. */
  VAT_RATE_SA: vatRate('15'),
  VAT_RATE_AE: vatRate('5'),
  VAT_RATE_EG: vatRate('14'),
  /** The bound of the rendered-image cache in DATA_DIR/image-cache, in megabytes; 0 keeps nothing. */
  IMAGE_CACHE_MAX_MB: z.preprocess(
    (value) => (value === '' || value === undefined ? '256' : value),
    z.string().regex(/^\d{1,7}$/, 'must be a whole number of megabytes').transform(Number),
  ),
  /**
   * Image renders that run at once, each on one core (1 to 16): half the cores, at least one, by
   * default, so pages keep the rest (decision 0916).
   */
  IMAGE_RENDER_CONCURRENCY: z.preprocess(
    (value) => (value === '' || value === undefined ? String(Math.max(1, Math.floor(availableParallelism() / 2))) : value),
    z
      .string()
      .regex(/^\d{1,2}$/, 'must be a whole number of renders from 1 to 16')
      .transform(Number)
      .pipe(z.number().min(1, 'must be a whole number of renders from 1 to 16').max(16, 'must be a whole number of renders from 1 to 16')),
  ),
  /** Image renders that may wait for a free one (0 to 1000); one more is answered 503 with Retry-After. */
  IMAGE_RENDER_QUEUE: z.preprocess(
    (value) => (value === '' || value === undefined ? '8' : value),
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number of renders from 0 to 1000')
      .transform(Number)
      .pipe(z.number().max(1000, 'must be a whole number of renders from 0 to 1000')),
  ),
  /**
   * The key abandoned-cart restore links are signed with (32 characters or more). Unset: one is
   * generated once and kept in DATA_DIR; copies behind one load balancer must share this value.
   */
  CART_RESTORE_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * The key guest cart tokens are signed with (32 characters or more), so the API knows the tokens
   * it issued. Unset: one is generated once and kept in DATA_DIR; copies behind one load balancer
   * must share this value.
   */
  CART_TOKEN_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** How long an abandoned-cart restore link stays valid, in hours (1 to 2160). */
  CART_RESTORE_LINK_HOURS: z.preprocess(
    (value) => (value === '' || value === undefined ? '168' : value),
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number of hours from 1 to 2160')
      .transform(Number)
      .pipe(z.number().min(1, 'must be a whole number of hours from 1 to 2160').max(2160, 'must be a whole number of hours from 1 to 2160')),
  ),
  /**
   * Minutes a cart stays untouched before its shopper gets one abandoned-cart reminder event with a
   * restore link (10 to 43200, 30 days; decision 1275).
   */
  CART_ABANDONED_MINUTES: z.preprocess(
    (value) => (value === '' || value === undefined ? String(DEFAULT_ABANDONED_CART_MINUTES) : value),
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a whole number of minutes from 10 to 43200')
      .transform(Number)
      .pipe(z.number().min(10, 'must be a whole number of minutes from 10 to 43200').max(43_200, 'must be a whole number of minutes from 10 to 43200')),
  ),
  /** How long an email-verification link stays valid, in hours (1 to 720). */
  VERIFICATION_LINK_HOURS: z.preprocess(
    (value) => (value === '' || value === undefined ? '24' : value),
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number of hours from 1 to 720')
      .transform(Number)
      .pipe(z.number().min(1, 'must be a whole number of hours from 1 to 720').max(720, 'must be a whole number of hours from 1 to 720')),
  ),
  /** How many days a delivered marketing event stays in the outbox before it is deleted (1 to 365). */
  OUTBOX_RETENTION_DAYS: z.preprocess(
    (value) => (value === '' || value === undefined ? '7' : value),
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number of days from 1 to 365')
      .transform(Number)
      .pipe(z.number().min(1, 'must be a whole number of days from 1 to 365').max(365, 'must be a whole number of days from 1 to 365')),
  ),
  /** Minutes without a request after which a signed-in session ends (decision 1000; ASVS level 2: 30). */
  SESSION_IDLE_MINUTES: z.preprocess(
    (value) => (value === '' || value === undefined ? '30' : value),
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number of minutes from 1 to 1440')
      .transform(Number)
      .pipe(z.number().min(1, 'must be a whole number of minutes from 1 to 1440').max(1440, 'must be a whole number of minutes from 1 to 1440')),
  ),
  /** Hours after sign-in after which a session ends however busy (decision 1000; ASVS level 2: 12). */
  SESSION_ABSOLUTE_HOURS: z.preprocess(
    (value) => (value === '' || value === undefined ? '12' : value),
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number of hours from 1 to 720')
      .transform(Number)
      .pipe(z.number().min(1, 'must be a whole number of hours from 1 to 720').max(720, 'must be a whole number of hours from 1 to 720')),
  ),
  /**
   * The merchant's checkout settings (decision 1200): a JSON file of shipping fees and the
   * free-delivery threshold, cash on delivery, pay-in-4 ranges, card brands and Apple Pay per
   * region. Unset, the defaults of decision 1200 apply.
   */
  CHECKOUT_SETTINGS_FILE: optionalText.transform((value) => (value === undefined ? undefined : resolve(value))),
  /** The seller named on tax invoices per region (decision 1213): a JSON file; unset, the demo store's. */
  SELLER_SETTINGS_FILE: optionalText.transform((value) => (value === undefined ? undefined : resolve(value))),
  /**
   * The payment providers' webhook signing secrets (16 characters or more). Unset: one is generated
   * once per provider and kept in DATA_DIR, which the built-in sandbox provider signs with too.
   */
  PAYMENT_WEBHOOK_SECRET_CARD: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  PAYMENT_WEBHOOK_SECRET_APPLE_PAY: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  PAYMENT_WEBHOOK_SECRET_TABBY: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  PAYMENT_WEBHOOK_SECRET_TAMARA: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The key the store calls the sandbox payment provider's API with; unset, generated once and kept in DATA_DIR. */
  SANDBOX_PAYMENTS_SECRET_KEY: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * Where the store calls the sandbox payment provider. Unset: the sandbox the host serves itself at
   * `/sandbox-payments` on 127.0.0.1 and PORT.
   */
  SANDBOX_PAYMENTS_URL: urlWithProtocols(['http:', 'https:'], 'http://127.0.0.1:3000/sandbox-payments'),
  /**
   * The merchant's bearer token for the operator API (`/api/operator/orders/...`, 32 characters or
   * more). Unset: the operator API answers 404, as if absent (decision 1241).
   */
  OPERATOR_TOKEN: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /**
   * Whether a verified buyer's review, new or edited, publishes at once (`true`, the default) or
   * waits for moderation as pending (`false`). Decision 1300.
   */
  REVIEWS_AUTO_PUBLISH: z.preprocess(
    (value) => (value === '' || value === undefined ? 'true' : value),
    z.enum(['true', 'false'], { message: 'must be true or false' }).transform((value) => value === 'true'),
  ),
  /**
   * The merchant's rule for unusual return patterns (decision 1315): an account asking for this
   * many returns (1 to 1000) within this many days (1 to 365) is flagged for review, never deactivated.
   */
  RETURNS_UNUSUAL_COUNT: z.preprocess(
    (value) => (value === '' || value === undefined ? '3' : value),
    z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number of returns from 1 to 1000')
      .transform(Number)
      .pipe(z.number().min(1, 'must be a whole number of returns from 1 to 1000').max(1000, 'must be a whole number of returns from 1 to 1000')),
  ),
  RETURNS_UNUSUAL_DAYS: z.preprocess(
    (value) => (value === '' || value === undefined ? '30' : value),
    z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number of days from 1 to 365')
      .transform(Number)
      .pipe(z.number().min(1, 'must be a whole number of days from 1 to 365').max(365, 'must be a whole number of days from 1 to 365')),
  ),
  /**
   * The key guests' return grants are signed with (32 characters or more, decision 1312). Unset:
   * one is generated once and kept in DATA_DIR; copies behind one load balancer must share this value.
   */
  RETURN_GRANT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Milliseconds to wait for a payment provider to connect, and to answer (a slow provider is "try again"). */
  PAYMENT_PROVIDER_CONNECT_TIMEOUT_MS: z.preprocess(
    (value) => (value === '' || value === undefined ? '2000' : value),
    z.string().regex(/^\d{2,6}$/, 'must be a whole number of milliseconds from 10 to 999999').transform(Number),
  ),
  PAYMENT_PROVIDER_TIMEOUT_MS: z.preprocess(
    (value) => (value === '' || value === undefined ? '10000' : value),
    z.string().regex(/^\d{2,6}$/, 'must be a whole number of milliseconds from 10 to 999999').transform(Number),
  ),
  /** Where /images/... sources are read from: the web package's public folder unless set. */
  STATIC_IMAGES_DIR: optionalText.transform((value) =>
    value === undefined ? fileURLToPath(new URL('../../../web/public', import.meta.url)) : resolve(value),
  ),
  /**
   * The merchant's search synonyms (decision 0508): `data/search-synonyms.json` at the root of the
   * project unless set. Every start stores its entries when they differ from those stored.
   */
  SEARCH_SYNONYMS_FILE: optionalText.transform((value) =>
    value === undefined ? fileURLToPath(new URL('../../../../data/search-synonyms.json', import.meta.url)) : resolve(value),
  ),
  /**
   * How text in relevance order ranks its hits (decision 0512): by the weights of the places its
   * words have in each product (`word-weights`), or also by how close they stand (`proximity`).
   */
  SEARCH_RELEVANCE: z.preprocess(
    (value) => (value === '' || value === undefined ? DEFAULT_RELEVANCE_RULE : value),
    z.enum(RELEVANCE_RULES, { message: `must be one of ${RELEVANCE_RULES.join(', ')}` }),
  ),
}).refine((config) => config.SESSION_IDLE_MINUTES <= config.SESSION_ABSOLUTE_HOURS * 60, {
  path: ['SESSION_IDLE_MINUTES'],
  message: 'must not be longer than SESSION_ABSOLUTE_HOURS',
  // Compared only once both are valid numbers: a bad value is named once, for what it is.
  when: (payload) => payload.issues.length === 0,
});

export type Config = z.infer<typeof configSchema>;

export interface ConfigError {
  readonly code: 'INVALID_CONFIGURATION';
  /** One line per invalid variable, naming it. */
  readonly problems: readonly string[];
}

/** Reads the configuration once from the environment; every invalid variable is named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Result<Config, ConfigError> {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return ok(parsed.data);
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'configuration');
    const given = env[name];
    return `${name}: ${issue.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`;
  });
  return err({ code: 'INVALID_CONFIGURATION', problems });
}

/** Loads the configuration or stops the process with a message naming each invalid variable. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig(env).match(
    (config) => config,
    (error) => {
      console.error(`Invalid configuration, nothing was started:\n  ${error.problems.join('\n  ')}`);
      process.exit(1);
    },
  );
}
