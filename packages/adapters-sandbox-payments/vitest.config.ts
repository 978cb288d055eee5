import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'adapters-sandbox-payments',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // The consumer pact spec rewrites pacts/ which the provider's verification reads: one file at a time.
    fileParallelism: false,
    // The pact core must not try to report usage over the network.
    env: { PACT_DO_NOT_TRACK: 'true' },
    // Every test file runs under the test watchdog: a test whose event loop stops for 3 minutes fails the run, named (scripts/testing/watchdog).
    setupFiles: ['../../scripts/testing/watchdog/setup.ts'],
    testTimeout: 30_000,
  },
});
