/**
 * The storefront's named rate limits (decision 0910): what each counts, per client and per target,
 * and the defaults no shopper reaches. The values are the operator's (configuration); what a key
 * is and when an attempt is refused are the rules here.
 */

export const RATE_LIMIT_NAMES = ['cart-creation', 'coupon-attempt', 'search', 'suggestions', 'sign-in', 'sign-up', 'password-reset', 'verification-email', 'order-lookup', 'order-lookup-code', 'operator'] as const;

export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/** At most `max` attempts in a window of `windowSeconds`. */
export interface RateLimitRule {
  readonly max: number;
  readonly windowSeconds: number;
}

/** A limit's two counts; an absent one is not counted (switched off). */
export interface RateLimit {
  /** Per client: the request's address (an IPv6 address by its /64 network). */
  readonly perClient?: RateLimitRule | undefined;
  /** Per target: what the attempt is aimed at (`RATE_LIMIT_TARGETS`). */
  readonly perTarget?: RateLimitRule | undefined;
}

export type RateLimits = Readonly<Record<RateLimitName, RateLimit>>;

/** What each limit's target is; a limit without one counts per client only. */
export const RATE_LIMIT_TARGETS: Readonly<Record<RateLimitName, 'cart' | 'email' | undefined>> = {
  'cart-creation': undefined,
  'coupon-attempt': 'cart',
  search: undefined,
  suggestions: undefined,
  'sign-in': 'email',
  'sign-up': 'email',
  'password-reset': 'email',
  'verification-email': 'email',
  'order-lookup': 'email',
  'order-lookup-code': 'email',
  operator: undefined,
};

const minutes = (count: number) => count * 60;

/**
 * Far above a shopper's pace (a shared address, an office or a mobile carrier's, included) and far
 * below a script's: 500 carts in seconds, or hundreds of coupon guesses, are stopped.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  'cart-creation': { perClient: { max: 100, windowSeconds: minutes(10) } },
  'coupon-attempt': { perClient: { max: 30, windowSeconds: minutes(10) }, perTarget: { max: 10, windowSeconds: minutes(10) } },
  search: { perClient: { max: 300, windowSeconds: minutes(1) } },
  suggestions: { perClient: { max: 600, windowSeconds: minutes(1) } },
  'sign-in': { perClient: { max: 30, windowSeconds: minutes(15) }, perTarget: { max: 10, windowSeconds: minutes(15) } },
  'sign-up': { perClient: { max: 10, windowSeconds: minutes(60) }, perTarget: { max: 3, windowSeconds: minutes(60) } },
  'password-reset': { perClient: { max: 10, windowSeconds: minutes(60) }, perTarget: { max: 5, windowSeconds: minutes(60) } },
  'verification-email': { perClient: { max: 10, windowSeconds: minutes(60) }, perTarget: { max: 5, windowSeconds: minutes(60) } },
  // A guest's order lookup (decision 1212): codes asked for, and codes tried (each code also dies after 5 misses).
  'order-lookup': { perClient: { max: 10, windowSeconds: minutes(60) }, perTarget: { max: 5, windowSeconds: minutes(60) } },
  'order-lookup-code': { perClient: { max: 30, windowSeconds: minutes(15) }, perTarget: { max: 10, windowSeconds: minutes(15) } },
  // The operator API (decision 1241): every call, a right token or a wrong one, per address.
  operator: { perClient: { max: 120, windowSeconds: minutes(1) } },
};

/** Who makes an attempt and at what; either may be unknown, and is then not counted. */
export interface AttemptSubject {
  /** The client's address as the server sees it. */
  readonly client?: string | undefined;
  /** The cart id, or the email address, the attempt is aimed at. */
  readonly target?: string | undefined;
}

/** One count an attempt adds to: the port's key and the rule it is held to. */
export interface RateLimitCounter {
  readonly key: string;
  readonly rule: RateLimitRule;
}

/**
 * The counters an attempt adds to: `<limit>:client:<address>` and `<limit>:<target kind>:<target>`,
 * each only when its rule is on and its part of the subject is known.
 */
export function rateLimitCounters(name: RateLimitName, limit: RateLimit, subject: AttemptSubject): readonly RateLimitCounter[] {
  const counters: RateLimitCounter[] = [];
  const client = subject.client === undefined ? undefined : clientKey(subject.client);
  if (limit.perClient && client) counters.push({ key: `${name}:client:${client}`, rule: limit.perClient });
  const kind = RATE_LIMIT_TARGETS[name];
  const target = subject.target?.trim();
  if (limit.perTarget && kind !== undefined && target) {
    counters.push({ key: `${name}:${kind}:${kind === 'email' ? target.toLowerCase() : target}`, rule: limit.perTarget });
  }
  return counters;
}

/**
 * A client's address as one key: IPv4 as written (an IPv4-mapped IPv6 address too), IPv6 by its
 * /64 network, which one subscriber usually holds whole and could otherwise walk address by address.
 */
export function clientKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped) return mapped[1]!;
  if (!trimmed.includes(':')) return trimmed;
  const [head = '', tail] = trimmed.split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
