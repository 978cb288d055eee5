import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../app.js';
import { createApiContainer } from '../composition/api-container.js';
import { loadConfig } from '../config/config.js';
import { openRuntime } from './runtime.js';

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

describe('start-up and readiness', () => {
  const dirs: string[] = [];
  const aDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-runtime-'));
    dirs.push(dir);
    return dir;
  };
  let dataDir: string;
  beforeAll(() => {
    dataDir = aDataDir();
  });
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('migrates and seeds an empty embedded database, then reuses it on the next start', async () => {
    const first = await apiWith({}, dataDir);
    const listing = await first.inject({ method: 'POST', url: '/api/catalog/featured-products', payload: { region: 'sa', language: 'en', limit: 1 } });
    await first.close();
    const lines: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })._unsafeUnwrap();
    const second = await openRuntime(config, { progress: false, report: (line) => lines.push(line) });
    await second.close();

    expect(listing.json().response.products).toHaveLength(1);
    expect(lines).toContain('Demo catalogue: already present, reusing the existing data');
    // Two starts of an embedded database, the first seeding the demo catalogue: about 10 s on a
    // quiet machine, over 30 s on a loaded one; a hang still fails it, at two minutes.
  }, 120_000);

  describe.skipIf(!redisUp)('with REDIS_URL', () => {
    it('is ready when the database and Redis answer', async () => {
      const app = await apiWith({ REDIS_URL, SEED_DEMO_CATALOGUE: 'false' }, aDataDir());
      const ready = await app.inject('/readyz');
      await app.close();

      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up' } });
    });
  });

  it('is not ready, with 503, when the configured Redis does not answer', async () => {
    const app = await apiWith({ REDIS_URL: 'redis://127.0.0.1:1', SEED_DEMO_CATALOGUE: 'false' }, aDataDir());
    const ready = await app.inject('/readyz');
    await app.close();

    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'up', redis: 'down' } });
  });
});
