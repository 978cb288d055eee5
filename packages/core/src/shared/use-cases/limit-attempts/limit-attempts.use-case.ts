import { okAsync, ResultAsync, errAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import { rateLimited, type RateLimitedError } from '../../errors.js';
import { rateLimitCounters, type AttemptSubject, type RateLimitName, type RateLimits } from '../../domain/rate-limits.js';
import type { RateLimitPort } from '../../ports/rate-limit.port.js';

/**
 * The one guard of the named rate limits (decision 0910), which the use cases consult before they
 * act: an attempt adds one to each of its counters (per client, per target) and is refused when
 * any of them is past its limit, with the seconds until the last of those windows ends.
 *
 * A counter store that fails lets the attempt through: a shopper is not turned away because Redis
 * is down (`/readyz` reports that), and the store's other rules still hold.
 */
export class LimitAttempts {
  constructor(
    private readonly counters: RateLimitPort,
    private readonly limits: RateLimits,
  ) {}

  /** Counts one attempt; `RATE_LIMITED` when the client or the target has made too many. */
  attempt(region: Region, name: RateLimitName, subject: AttemptSubject): ResultAsync<void, RateLimitedError> {
    const counters = rateLimitCounters(name, this.limits[name], subject);
    if (counters.length === 0) return okAsync(undefined);
    const counted = counters.map((counter) =>
      this.counters
        .hit(region, counter.key, counter.rule.windowSeconds * 1000)
        .map((count) => (count.hits > counter.rule.max ? Math.max(1, Math.ceil(count.resetInMs / 1000)) : 0))
        .orElse(() => okAsync(0)),
    );
    return ResultAsync.combine(counted).andThen((waits) => {
      const retryAfterSeconds = Math.max(...waits);
      return retryAfterSeconds > 0 ? errAsync(rateLimited(name, retryAfterSeconds)) : okAsync(undefined);
    });
  }

  /** Forgets the target's attempts (a successful sign-in clears the failures counted for its email). */
  forgetTarget(region: Region, name: RateLimitName, target: string): ResultAsync<void, never> {
    const counters = rateLimitCounters(name, this.limits[name], { target });
    return ResultAsync.combine(counters.map((counter) => this.counters.reset(region, counter.key).orElse(() => okAsync(undefined)))).map(() => undefined);
  }
}
