import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'adapters-postgres',
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // A test whose event loop stops for 3 minutes fails the run at once (test/watchdog/watchdog.ts).
    setupFiles: ['test/watchdog/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
