import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Container } from 'inversify';
import { afterAll, describe, expect, it } from 'vitest';
import type { ListFeaturedProducts } from '@storefront/core/catalog';
import { storefrontModule } from '../composition/storefront.module.js';
import { TOKENS } from '../composition/tokens.js';
import { loadConfig } from '../config/config.js';
import { openRuntime } from './runtime.js';

describe('runtime start-up', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-runtime-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates and seeds an empty embedded database, then reuses it on the next start', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_PRODUCTS: '40' })._unsafeUnwrap();
    const firstLines: string[] = [];
    const first = await openRuntime(config, { progress: false, report: (line) => firstLines.push(line) });
    const container = new Container({ defaultScope: 'Singleton' });
    container.load(storefrontModule(config, first));
    const featured = await container.get<ListFeaturedProducts>(TOKENS.ListFeaturedProducts).execute({ region: 'sa', language: 'en', limit: 1 });
    await first.close();
    const lines: string[] = [];
    const second = await openRuntime(config, { progress: false, report: (line) => lines.push(line) });
    await second.close();

    expect(firstLines).toContain('Database: migrations applied');
    // The 40 pieces asked for, and the demo's six gold coins and bars.
    expect(firstLines.some((line) => line.startsWith('Demo catalogue: seeded 46 products'))).toBe(true);
    expect(featured._unsafeUnwrap()).toHaveLength(1);
    expect(lines).toContain('Demo catalogue: already present, reusing the existing data');
    // Two starts of an embedded database, the first seeding the demo catalogue: several seconds on
    // a quiet machine, far more on a loaded one; a hang still fails it, at two minutes.
  }, 120_000);

  it('leaves the database unseeded when SEED_DEMO_CATALOGUE is false', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'storefront-runtime-'));
    try {
      const config = loadConfig({ DATA_DIR: emptyDir, SEED_DEMO_CATALOGUE: 'false' })._unsafeUnwrap();
      const lines: string[] = [];
      const runtime = await openRuntime(config, { progress: false, report: (line) => lines.push(line) });
      await runtime.close();

      expect(lines).toContain('Database: migrations applied');
      expect(lines.some((line) => line.startsWith('Demo catalogue'))).toBe(false);
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  }, 60_000);
});
