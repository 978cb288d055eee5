import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import { rateLimitPortContract } from '../testing/rate-limit-port.contract.js';
import { TEST_REDIS_URL } from '../testing/test-redis.js';
import { RedisRateLimit } from './redis-rate-limit.adapter.js';

/** A client of the test Redis and a prefix of this run's own, whose keys `dispose` deletes. */
async function testRedis(options: { url?: string } = {}) {
  const redis = new Redis(options.url ?? TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => null });
  redis.on('error', () => undefined);
  await redis.connect().catch(() => undefined);
  const keyPrefix = `sft-test:${randomUUID()}:`;
  return {
    redis,
    keyPrefix,
    dispose: async () => {
      if (redis.status === 'ready') {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      }
      redis.disconnect();
    },
  };
}

describe.skipIf(!inject('redisAvailable'))('RedisRateLimit', () => {
  rateLimitPortContract('Redis', async () => {
    const { redis, keyPrefix, dispose } = await testRedis();
    return { port: new RedisRateLimit(redis, { keyPrefix }), dispose };
  });

  it('keeps its keys under the configured prefix, each with the window as its lifetime', async () => {
    const { redis, keyPrefix, dispose } = await testRedis();
    try {
      await new RedisRateLimit(redis, { keyPrefix }).hit('ae', 'search:client:192.0.2.1', 60_000);
      expect(await redis.keys(`${keyPrefix}*`)).toEqual([`${keyPrefix}ae:search:client:192.0.2.1`]);
      expect(await redis.pttl(`${keyPrefix}ae:search:client:192.0.2.1`)).toBeGreaterThan(55_000);
    } finally {
      await dispose();
    }
  });
});

describe('RedisRateLimit without a server', () => {
  it('answers UNAVAILABLE rather than waiting for Redis to come back', async () => {
    const { redis, dispose } = await testRedis({ url: 'redis://127.0.0.1:1' });
    try {
      const counted = await new RedisRateLimit(redis, { keyPrefix: 'unused:' }).hit('sa', 'search:client:192.0.2.1', 1_000);
      expect(counted._unsafeUnwrapErr()).toEqual({ code: 'UNAVAILABLE', params: { service: 'redis' } });
    } finally {
      await dispose();
    }
  });
});
