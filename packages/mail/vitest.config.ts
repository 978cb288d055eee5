import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mail',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // Every test file runs under the test watchdog (scripts/testing/watchdog).
    setupFiles: ['../../scripts/testing/watchdog/setup.ts'],
    testTimeout: 30_000,
  },
});
