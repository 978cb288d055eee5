import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'repo',
    root: import.meta.dirname,
    include: ['checks/**/*.spec.ts', 'testing/**/*.spec.ts'],
    environment: 'node',
    // The test watchdog of every package's tests (testing/watchdog) watches these too.
    setupFiles: ['testing/watchdog/setup.ts'],
  },
});
