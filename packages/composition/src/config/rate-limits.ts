import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type RateLimitName, type RateLimitRule, type RateLimits } from '@storefront/core/shared';

/** Each limit's variables: the count per client and, for limits with a target, per target (decision 0910). */
export const RATE_LIMIT_VARIABLES = {
  RATE_LIMIT_CART_CREATION_PER_CLIENT: ['cart-creation', 'perClient'],
  RATE_LIMIT_COUPON_PER_CLIENT: ['coupon-attempt', 'perClient'],
  RATE_LIMIT_COUPON_PER_CART: ['coupon-attempt', 'perTarget'],
  RATE_LIMIT_SEARCH_PER_CLIENT: ['search', 'perClient'],
  RATE_LIMIT_SUGGESTIONS_PER_CLIENT: ['suggestions', 'perClient'],
  RATE_LIMIT_SIGN_IN_PER_CLIENT: ['sign-in', 'perClient'],
  RATE_LIMIT_SIGN_IN_PER_EMAIL: ['sign-in', 'perTarget'],
  RATE_LIMIT_SIGN_UP_PER_CLIENT: ['sign-up', 'perClient'],
  RATE_LIMIT_SIGN_UP_PER_EMAIL: ['sign-up', 'perTarget'],
  RATE_LIMIT_PASSWORD_RESET_PER_CLIENT: ['password-reset', 'perClient'],
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: ['password-reset', 'perTarget'],
  RATE_LIMIT_VERIFICATION_EMAIL_PER_CLIENT: ['verification-email', 'perClient'],
  RATE_LIMIT_VERIFICATION_EMAIL_PER_EMAIL: ['verification-email', 'perTarget'],
  RATE_LIMIT_ORDER_LOOKUP_PER_CLIENT: ['order-lookup', 'perClient'],
  RATE_LIMIT_ORDER_LOOKUP_PER_EMAIL: ['order-lookup', 'perTarget'],
  RATE_LIMIT_ORDER_LOOKUP_CODE_PER_CLIENT: ['order-lookup-code', 'perClient'],
  RATE_LIMIT_ORDER_LOOKUP_CODE_PER_EMAIL: ['order-lookup-code', 'perTarget'],
  RATE_LIMIT_OPERATOR_PER_CLIENT: ['operator', 'perClient'],
} as const satisfies Record<string, readonly [RateLimitName, 'perClient' | 'perTarget']>;

type RateLimitVariable = keyof typeof RATE_LIMIT_VARIABLES;

const UNITS = { s: 1, m: 60, h: 3_600 } as const;

/** A rule as the README writes it: `100/10m` is 100 attempts in 10 minutes. */
export function formatRateLimitRule(rule: RateLimitRule | undefined): string {
  if (rule === undefined) return 'off';
  const { windowSeconds: seconds } = rule;
  const window = seconds % 3_600 === 0 ? `${seconds / 3_600}h` : seconds % 60 === 0 ? `${seconds / 60}m` : `${seconds}s`;
  return `${rule.max}/${window}`;
}

const RULE_MESSAGE = 'must be attempts per window such as 100/10m (1 to 1000000 attempts in 1s to 24h; s, m or h), or off';

/** `<attempts>/<window>` or `off`; unset or empty, the core's default. */
const rateLimitRule = (fallback: RateLimitRule | undefined) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? formatRateLimitRule(fallback) : value),
    z.string().transform((value, context): RateLimitRule | undefined => {
      if (value.trim().toLowerCase() === 'off') return undefined;
      const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,5})\s*([smh])\s*$/.exec(value);
      const max = Number(match?.[1]);
      const windowSeconds = Number(match?.[2]) * UNITS[(match?.[3] ?? 's') as keyof typeof UNITS];
      if (!match || max < 1 || max > 1_000_000 || windowSeconds < 1 || windowSeconds > 86_400) {
        context.addIssue({ code: 'custom', message: RULE_MESSAGE });
        return z.NEVER;
      }
      return { max, windowSeconds };
    }),
  );

/** The rate-limit variables' schemas, each defaulting to the core's value. */
export const rateLimitSettings = Object.fromEntries(
  Object.entries(RATE_LIMIT_VARIABLES).map(([variable, [name, scope]]) => [variable, rateLimitRule(DEFAULT_RATE_LIMITS[name][scope])]),
) as { [Variable in RateLimitVariable]: ReturnType<typeof rateLimitRule> };

/** The limits the configuration sets, in the core's terms. */
export function rateLimitsOf(config: { readonly [Variable in RateLimitVariable]: RateLimitRule | undefined }): RateLimits {
  const limits: Record<RateLimitName, { perClient?: RateLimitRule | undefined; perTarget?: RateLimitRule | undefined }> = {
    'cart-creation': {},
    'coupon-attempt': {},
    search: {},
    suggestions: {},
    'sign-in': {},
    'sign-up': {},
    'password-reset': {},
    'verification-email': {},
    'order-lookup': {},
    'order-lookup-code': {},
    operator: {},
  };
  for (const [variable, [name, scope]] of Object.entries(RATE_LIMIT_VARIABLES)) limits[name][scope] = config[variable as RateLimitVariable];
  return limits;
}

const TRUST_PROXY_MESSAGE = 'must be false, true, a number of proxies (1 to 99), or proxy addresses such as 10.0.0.0/8,127.0.0.1';

/** An address or a network (`10.0.0.0/8`, `fd00::/8`) of a proxy trusted to say the client's address. */
function isAddressOrNetwork(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Whom the server believes about the client (Fastify's `trustProxy`): `false` reads the address
 * of the connection, so no request can name its own address in `X-Forwarded-For`; behind a proxy,
 * the number of proxies or their addresses.
 */
export const trustProxySetting = z.preprocess(
  (value) => (value === '' || value === undefined ? 'false' : value),
  z.string().transform((value, context): boolean | number | string => {
    const text = value.trim();
    if (text === 'false' || text === 'true') return text === 'true';
    if (/^\d{1,2}$/.test(text) && Number(text) >= 1) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.length > 0 && entries.every(isAddressOrNetwork)) return entries.join(',');
    context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  }),
);
