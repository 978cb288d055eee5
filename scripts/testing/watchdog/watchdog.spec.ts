import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WATCHDOG_LIMIT_MS, WATCHDOG_LIMIT_VARIABLE, watchdogLimitMs } from './watchdog.js';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const LIMIT_MS = 1_500;

interface Outcome {
  readonly code: number | null;
  readonly output: string;
}

/** Runs one fixture file in a vitest of its own with a short watchdog limit; its stdout and stderr together. */
function runFixture(file: string): Promise<Outcome> {
  // The child is a vitest of its own: none of this run's worker variables may leak into it.
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const child = spawn(process.execPath, [vitest, 'run', '--config', join(fixtures, 'vitest.config.ts'), file], {
    cwd: fixtures,
    env: { ...environment, [WATCHDOG_LIMIT_VARIABLE]: String(LIMIT_MS), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A watchdog that never fires must fail this spec, not hang it.
  const deadline = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(deadline);
      resolve({ code, output });
    });
  });
}

describe('the test watchdog', () => {
  it('kills a test process whose event loop is blocked, naming the file and the test that were running', async () => {
    const { code, output } = await runFixture('blocked.fixture.ts');
    expect(code).not.toBe(0);
    expect(output).toContain('TEST WATCHDOG');
    expect(output).toContain('Running: blocked.fixture.ts > a hung engine > blocks its event loop');
    expect(output).toContain('(limit 1.5 s)');
  }, 120_000);

  it('leaves a test alone that waits longer than the limit without blocking', async () => {
    const { code, output } = await runFixture('waiting.fixture.ts');
    expect(output).not.toContain('TEST WATCHDOG');
    expect(code).toBe(0);
  }, 120_000);

  it('reads its limit from the environment, three minutes unless told otherwise', () => {
    expect(watchdogLimitMs({})).toBe(DEFAULT_WATCHDOG_LIMIT_MS);
    expect(DEFAULT_WATCHDOG_LIMIT_MS).toBe(180_000);
    expect(watchdogLimitMs({ [WATCHDOG_LIMIT_VARIABLE]: '5000' })).toBe(5_000);
    expect(() => watchdogLimitMs({ [WATCHDOG_LIMIT_VARIABLE]: 'soon' })).toThrow(WATCHDOG_LIMIT_VARIABLE);
    expect(() => watchdogLimitMs({ [WATCHDOG_LIMIT_VARIABLE]: '10' })).toThrow(WATCHDOG_LIMIT_VARIABLE);
  });
});
