import { Redis } from 'ioredis';

/** The Redis server the integration tests use (`TEST_REDIS_URL`), the local one by default. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface RedisAvailability {
  readonly available: boolean;
  readonly reason?: string;
}

/** Whether the test Redis answers a PING within two seconds. */
export async function redisServerAvailability(url: string = TEST_REDIS_URL): Promise<RedisAvailability> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 2_000, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return { available: true };
  } catch (error) {
    return { available: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    redis.disconnect();
  }
}
