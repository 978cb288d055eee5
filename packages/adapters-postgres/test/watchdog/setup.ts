import { relative } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { startWatchdog, watchdogLimitMs, type Watchdog } from './watchdog.js';

// Runs before every test file, in the process that runs it: one watchdog per process, told which
// file and test are running, so a test whose event loop never comes back (a PGlite backend that
// died spins forever) fails the run within minutes and names itself (see watchdog.ts).
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
