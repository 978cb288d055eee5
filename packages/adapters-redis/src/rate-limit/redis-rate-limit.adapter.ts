import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Region } from '@storefront/core/locale';
import { unavailable, type InfrastructureError, type RateLimitCount, type RateLimitPort } from '@storefront/core/shared';

/**
 * One attempt, atomically: add one to the key's count and, when the count has no lifetime yet
 * (the window's first attempt, or a key left without one), give it the window's. Answers the count
 * and the milliseconds the window has left.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {hits, left}
`;

const hitReply = z.tuple([z.number().int().positive(), z.number().int().nonnegative()]);

export interface RedisRateLimitOptions {
  /** Put before every key, so that stores (and test runs) sharing one Redis stay apart. */
  readonly keyPrefix: string;
}

type WithHit = Redis & { storefrontRateLimitHit(key: string, windowMs: number): Promise<unknown> };

/**
 * The rate-limit counters of the scale-out shape (decision 0912): one Redis every copy of the
 * server shares, each attempt one Lua script (`INCR`, then `PEXPIRE` on a window's first attempt),
 * so parallel attempts on any copy are counted exactly and a window ends on Redis's own clock.
 */
export class RedisRateLimit implements RateLimitPort {
  private readonly redis: WithHit;

  constructor(
    redis: Redis,
    private readonly options: RedisRateLimitOptions,
  ) {
    if (!('storefrontRateLimitHit' in redis)) redis.defineCommand('storefrontRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis = redis as WithHit;
  }

  hit(region: Region, key: string, windowMs: number): ResultAsync<RateLimitCount, InfrastructureError> {
    const windowEnds = Math.max(1, Math.round(windowMs));
    return ResultAsync.fromPromise(this.redis.storefrontRateLimitHit(this.id(region, key), windowEnds), () => unavailable('redis')).andThen((reply) => {
      const parsed = hitReply.safeParse(reply);
      return parsed.success ? okAsync({ hits: parsed.data[0], resetInMs: parsed.data[1] }) : errAsync(unavailable('redis'));
    });
  }

  reset(region: Region, key: string): ResultAsync<void, InfrastructureError> {
    return ResultAsync.fromPromise(this.redis.del(this.id(region, key)), () => unavailable('redis')).map(() => undefined);
  }

  private id(region: Region, key: string): string {
    return `${this.options.keyPrefix}${region}:${key}`;
  }
}
