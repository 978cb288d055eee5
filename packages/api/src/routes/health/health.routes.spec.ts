import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openRuntime } from '@storefront/composition';
import { buildApi } from '../../app.js';
import { createApiContainer } from '../../composition/api-container.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers();
if (!redisUp && process.env.CI === 'true') {
  throw new Error(`Redis not reachable at ${REDIS_URL}; CI=true: the Redis readiness tests may not be skipped.`);
}
if (!redisUp) console.warn(`\n!!! SKIPPING the Redis readiness tests: no Redis at ${REDIS_URL} !!!\n`);

async function apiWith(env: Record<string, string>, dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env })._unsafeUnwrap();
  const runtime = await openRuntime(config, { progress: false });
  const app = buildApi({ container: createApiContainer(config, runtime) });
  app.addHook('onClose', () => runtime.close());
  return app;
}

describe('readiness', () => {
  // One embedded data folder for both, created and migrated once (seconds, many more on a loaded
  // machine); each test's runtime opens it as a restarted server would.
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-runtime-'));
  beforeAll(async () => {
    await (await apiWith({ SEED_DEMO_CATALOGUE: 'false' }, dataDir)).close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  describe.skipIf(!redisUp)('with REDIS_URL', () => {
    it('is ready when the database and Redis answer', async () => {
      const app = await apiWith({ REDIS_URL, SEED_DEMO_CATALOGUE: 'false' }, dataDir);
      const ready = await app.inject('/readyz');
      await app.close();

      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up' } });
    });
  });

  it('is not ready, with 503, when the configured Redis does not answer', async () => {
    const app = await apiWith({ REDIS_URL: 'redis://127.0.0.1:1', SEED_DEMO_CATALOGUE: 'false' }, dataDir);
    const ready = await app.inject('/readyz');
    await app.close();

    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'up', redis: 'down' } });
  });
});
