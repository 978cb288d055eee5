import { okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../errors.js';
import type { RateLimitCount, RateLimitPort } from '../ports/rate-limit.port.js';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_NAMES, type RateLimits } from '../domain/rate-limits.js';
import { LimitAttempts } from '../use-cases/limit-attempts/limit-attempts.use-case.js';

/** Counts attempts in windows that never end, for use case specs; `hits` reads a count back. */
export class CountingRateLimit implements RateLimitPort {
  readonly counts = new Map<string, number>();

  hit(region: Region, key: string, windowMs: number): ResultAsync<RateLimitCount, InfrastructureError> {
    const id = `${region}:${key}`;
    const hits = (this.counts.get(id) ?? 0) + 1;
    this.counts.set(id, hits);
    return okAsync({ hits, resetInMs: windowMs });
  }

  reset(region: Region, key: string): ResultAsync<void, InfrastructureError> {
    this.counts.delete(`${region}:${key}`);
    return okAsync(undefined);
  }
}

/** Every limit off: use cases whose specs are about something else. */
export const NO_RATE_LIMITS: RateLimits = Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, {}])) as unknown as RateLimits;

export const noLimits = (): LimitAttempts => new LimitAttempts(new CountingRateLimit(), NO_RATE_LIMITS);

export const defaultLimits = (counters: RateLimitPort = new CountingRateLimit()): LimitAttempts => new LimitAttempts(counters, DEFAULT_RATE_LIMITS);
