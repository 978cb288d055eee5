import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as IConfiguration;
const fixture = fileURLToPath(new URL('./fixtures/layer-violation', import.meta.url));

interface Cruised {
  readonly modules: number;
  readonly found: { rule: string; from: string; to: string }[];
}

async function cruiseRepo(baseDir: string): Promise<Cruised> {
  const result = await cruise(['packages'], {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    tsConfig: undefined,
  });
  const output = result.output as ICruiseResult;
  return {
    modules: output.summary.totalCruised,
    found: output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to })),
  };
}

describe('layer rule', () => {
  it('fails when the core imports an adapter or a Node built-in', async () => {
    const { found } = await cruiseRepo(fixture);

    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'core-imports-nothing-of-ours', from: 'packages/core/src/imports-an-adapter.ts' }),
        expect.objectContaining({ rule: 'core-is-framework-free', from: 'packages/core/src/imports-node.ts' }),
      ]),
    );
    expect(found.some((v) => v.from === 'packages/core/src/clean.ts')).toBe(false);
  });

  it('fails when the composition imports a driver, or one driver imports the other or the host', async () => {
    const { found } = await cruiseRepo(fixture);

    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'composition-imports-no-driver', from: 'packages/composition/src/imports-a-driver.ts' }),
        expect.objectContaining({ rule: 'api-does-not-know-web', from: 'packages/api/src/imports-the-web.ts' }),
        expect.objectContaining({ rule: 'web-does-not-know-api', from: 'packages/web/server/imports-the-api.ts' }),
        expect.objectContaining({ rule: 'web-does-not-know-api', from: 'packages/web/server/imports-the-host.ts' }),
      ]),
    );
    // The one-process host is where the drivers meet.
    expect(found.some((v) => v.from === 'packages/server/src/main.ts')).toBe(false);
  });

  it('keeps the API, the composition root and Node built-ins out of browser code, but not out of a server module', async () => {
    const { found } = await cruiseRepo(fixture);
    const from = 'packages/web/app/lib/imports-server-side.ts';

    expect(found).toEqual(
      expect.arrayContaining([
        { rule: 'browser-code-stays-in-the-browser', from, to: 'packages/api/src/index.ts' },
        { rule: 'browser-code-stays-in-the-browser', from, to: 'packages/composition/src/index.ts' },
        { rule: 'browser-code-has-no-node-built-ins', from, to: 'fs' },
      ]),
    );
    expect(found.some((v) => v.from === 'packages/web/app/lib/reads-files.server.ts')).toBe(false);
  });

  it("fails when a feature or a route reaches past another feature's declared entry", async () => {
    const { found } = await cruiseRepo(fixture);
    const deep = 'packages/web/app/features/alpha/components/deep.ts';

    expect(found).toEqual(
      expect.arrayContaining([
        { rule: 'features-meet-through-entries', from: 'packages/web/app/features/beta/imports-deep.ts', to: deep },
        { rule: 'features-are-reached-through-entries', from: 'packages/web/app/routes/deep-route.ts', to: deep },
      ]),
    );
    // The entry, a part under lazy/ and a stylesheet are declared; a feature's own modules are its own.
    expect(found.some((v) => v.from === 'packages/web/app/features/beta/imports-entries.ts')).toBe(false);
    expect(found.some((v) => v.from === 'packages/web/app/features/alpha/lazy/alpha-panel.ts')).toBe(false);
  });

  it('fails on a cycle of features that is no cycle of modules, and on a cycle of type-only imports', async () => {
    const { found } = await cruiseRepo(fixture);

    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'no-circular-features', from: 'packages/web/app/features/gamma', to: 'packages/web/app/features/delta' }),
        expect.objectContaining({ rule: 'no-circular', from: 'packages/web/app/lib/type-cycle-a.ts', to: 'packages/web/app/lib/type-cycle-b.ts' }),
      ]),
    );
    expect(found.some((v) => v.rule === 'no-circular' && v.from.includes('/features/'))).toBe(false);
  });

  it('keeps the demo store out of the engine’s production code, and the engine out of the demo store', async () => {
    const { found } = await cruiseRepo(fixture);

    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'engine-ships-without-the-demo-store', from: 'packages/adapters-postgres/src/imports-the-demo-store.ts' }),
        expect.objectContaining({ rule: 'demo-store-knows-only-the-core', from: 'packages/demo-store/src/imports-the-engine.ts' }),
      ]),
    );
    expect(found.some((v) => v.from === 'packages/adapters-postgres/test/seeds-the-demo-store.ts')).toBe(false);
  });

  it('keeps the Redis adapters out of the API’s routes, and everything of ours but the core out of them (decision 0912)', async () => {
    const { found } = await cruiseRepo(fixture);

    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'no-driver-reaches-a-port-adapter', from: 'packages/api/src/routes/imports-the-redis-adapter.ts' }),
        expect.objectContaining({ rule: 'redis-adapters-know-only-the-core', from: 'packages/adapters-redis/src/imports-the-engine.ts' }),
      ]),
    );
  });

  it('keeps everything of ours but the core out of the mail package (decision 1030)', async () => {
    const { found } = await cruiseRepo(fixture);

    expect(found).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'mail-knows-only-the-core', from: 'packages/mail/src/imports-the-composition.ts' })]),
    );
  });

  it('keeps everything of ours but the core out of the sandbox payments (decision 1230)', async () => {
    const { found } = await cruiseRepo(fixture);

    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'sandbox-payments-know-only-the-core', from: 'packages/adapters-sandbox-payments/src/imports-the-engine.ts' }),
      ]),
    );
  });

  // The code as it is: `npm run lint:layers`, a task of `npm test` of its own, cruises it with the same rules.
});
