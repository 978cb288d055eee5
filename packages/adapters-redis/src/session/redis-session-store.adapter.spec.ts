import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import type { StoredSession } from '@storefront/core/session';
import { sessionStoreContract } from '../testing/session-store.contract.js';
import { TEST_REDIS_URL } from '../testing/test-redis.js';
import { RedisSessionStore } from './redis-session-store.adapter.js';

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

let nextCustomer = 1;

const aSession = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  idHash: randomBytes(32).toString('hex'),
  region: 'sa',
  customerId: 42,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  lastSeenAt: new Date('2026-03-01T10:00:00Z'),
  expiresAt: new Date('2026-03-01T22:00:00Z'),
  ...overrides,
});

describe.skipIf(!inject('redisAvailable'))('RedisSessionStore', () => {
  sessionStoreContract('Redis', async () => {
    const { redis, keyPrefix, dispose } = await testRedis();
    return { store: new RedisSessionStore(redis, { keyPrefix }), newCustomer: async () => nextCustomer++, dispose };
  });

  it('keeps a session under its hash until the end it is given, and the customer’s set as long', async () => {
    const { redis, keyPrefix, dispose } = await testRedis();
    try {
      const store = new RedisSessionStore(redis, { keyPrefix });
      const session = aSession();
      (await store.create(session, new Date(Date.now() + 30 * 60_000)))._unsafeUnwrap();

      expect((await redis.keys(`${keyPrefix}*`)).sort()).toEqual([`${keyPrefix}customer:sa:42`, `${keyPrefix}id:${session.idHash}`]);
      expect(await redis.pttl(`${keyPrefix}id:${session.idHash}`)).toBeGreaterThan(29 * 60_000);
      expect(await redis.pttl(`${keyPrefix}customer:sa:42`)).toBeGreaterThan(29 * 60_000);
    } finally {
      await dispose();
    }
  });

  it('moves the session’s end with a touch', async () => {
    const { redis, keyPrefix, dispose } = await testRedis();
    try {
      const store = new RedisSessionStore(redis, { keyPrefix });
      const session = aSession();
      (await store.create(session, new Date(Date.now() + 60_000)))._unsafeUnwrap();

      (await store.touch(session.idHash, new Date('2026-03-01T10:05:00Z'), new Date(Date.now() + 30 * 60_000)))._unsafeUnwrap();

      expect(await redis.pttl(`${keyPrefix}id:${session.idHash}`)).toBeGreaterThan(29 * 60_000);
      expect(await redis.pttl(`${keyPrefix}customer:sa:42`)).toBeGreaterThan(29 * 60_000);
    } finally {
      await dispose();
    }
  });

  it('never writes the token, only its hash', async () => {
    const { redis, keyPrefix, dispose } = await testRedis();
    try {
      const session = aSession();
      (await new RedisSessionStore(redis, { keyPrefix }).create(session, new Date(Date.now() + 60_000)))._unsafeUnwrap();

      expect(await redis.hgetall(`${keyPrefix}id:${session.idHash}`)).toEqual({
        region: 'sa',
        customerId: '42',
        createdAt: String(session.createdAt.getTime()),
        lastSeenAt: String(session.lastSeenAt.getTime()),
        expiresAt: String(session.expiresAt.getTime()),
      });
    } finally {
      await dispose();
    }
  });
});

describe('RedisSessionStore without a server', () => {
  it('answers UNAVAILABLE rather than taking the session for none', async () => {
    const { redis, dispose } = await testRedis({ url: 'redis://127.0.0.1:1' });
    try {
      const found = await new RedisSessionStore(redis, { keyPrefix: 'unused:' }).find('0'.repeat(64));
      expect(found._unsafeUnwrapErr()).toEqual({ code: 'UNAVAILABLE', params: { service: 'redis' } });
    } finally {
      await dispose();
    }
  });
});
