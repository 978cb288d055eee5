import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'adapters-redis',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // Decides once whether the Redis server is there: without it the Redis suite is skipped loudly, under CI it fails.
    globalSetup: ['./test/global-setup.ts'],
    // Every test file runs under the test watchdog: a test whose event loop stops for 3 minutes fails the run, named (scripts/testing/watchdog).
    setupFiles: ['../../scripts/testing/watchdog/setup.ts'],
    testTimeout: 30_000,
  },
});
