import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // Every test file runs under the test watchdog: a test whose event loop stops for 3 minutes fails the run, named (scripts/testing/watchdog).
    setupFiles: ['../../scripts/testing/watchdog/setup.ts'],
    // One process runs every file without reloading the modules for each, PGlite's among them, and
    // keeps each database template it has read (decision 0022): no spec mocks a module.
    isolate: false,
    // Seeds each demo store once per run and engine; suites copy it (adapters-postgres' database templates).
    globalSetup: ['src/test-support/global-setup.ts'],
    testTimeout: 30_000,
    // The first suite to need a database template builds it in its beforeAll (decision 0020).
    hookTimeout: 120_000,
  },
});
