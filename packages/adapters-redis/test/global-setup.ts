import { redisServerAvailability, TEST_REDIS_URL } from '../src/testing/test-redis.js';

/**
 * Decides once whether the Redis half of the suite can run: without a server it says so loudly and
 * the suite skips it; under CI nothing may be skipped and the run fails instead.
 */
export default async function setup({ provide }: { provide: (key: 'redisAvailable', value: boolean) => void }): Promise<void> {
  const { available, reason } = await redisServerAvailability();
  provide('redisAvailable', available);
  if (available) return;
  const message = `Redis not reachable at ${TEST_REDIS_URL} (${reason ?? 'no answer'})`;
  if (process.env.CI === 'true') throw new Error(`${message}. CI=true: the Redis integration tests may not be skipped.`);
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n! SKIPPING the Redis integration tests: ${message}\n! Start Redis or set TEST_REDIS_URL to run them.\n${bar}\n`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    redisAvailable: boolean;
  }
}
