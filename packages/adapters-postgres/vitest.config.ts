import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'adapters-postgres',
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Every test file runs under the test watchdog: a test whose event loop stops for 3 minutes fails the run, named (scripts/testing/watchdog).
    setupFiles: ['../../scripts/testing/watchdog/setup.ts'],
    testTimeout: 30_000,
    // The first suite to need a database template builds it in its beforeAll (decision 0020).
    hookTimeout: 120_000,
  },
});
