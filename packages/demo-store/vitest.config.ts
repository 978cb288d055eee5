import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'demo-store',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // Every test file runs under the test watchdog: a test whose event loop stops for 3 minutes fails the run, named (scripts/testing/watchdog).
    setupFiles: ['../../scripts/testing/watchdog/setup.ts'],
    testTimeout: 30_000,
  },
});
