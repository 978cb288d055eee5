import { relative } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { startWatchdog, watchdogLimitMs, type Watchdog } from './watchdog.js';

// Every package's vitest config lists this setup file, so it runs before every test file of the
// repository, in the process that runs it: one watchdog per process, told which file and test are
// running, so a test whose event loop never comes back (a PGlite backend that died spins forever,
// a runaway synchronous loop) fails the run within minutes and names itself (see watchdog.ts).
// testTimeout and hookTimeout cannot: their timers need the very event loop that is stuck.
const key = Symbol.for('storefront.test-watchdog');
const registry = globalThis as typeof globalThis & { [key]?: Watchdog };
const watchdog = (registry[key] ??= startWatchdog(watchdogLimitMs()));

const file = relative(process.cwd(), expect.getState().testPath ?? 'an unknown file');
watchdog.running(`${file}: loading it, or its beforeAll hooks`);

beforeEach((context) => {
  watchdog.running(`${context.task.fullName} (or its beforeEach hooks)`);
});

afterEach((context) => {
  watchdog.running(`${file}: after «${context.task.fullTestName}»: its afterEach or afterAll hooks, or the next test's beforeAll hooks`);
});
