import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as IConfiguration;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
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

  it('holds for the code as it is', async () => {
    const { modules, found } = await cruiseRepo(repoRoot);

    expect(modules).toBeGreaterThan(30);
    expect(found).toEqual([]);
  }, 60_000);
});
