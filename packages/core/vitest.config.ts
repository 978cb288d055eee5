import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // fast-check's default bound for every property test (100 cases, at most 3 s each), and the test
    // watchdog: a test whose event loop stops for 3 minutes fails the run, named (scripts/testing/watchdog).
    setupFiles: ['src/shared/test-support/property-bounds.ts', '../../scripts/testing/watchdog/setup.ts'],
    // Property tests run hundreds of cases under coverage; CI shares two cores with other packages.
    testTimeout: 20_000,
    // The specs are pure functions and fakes with no module mocks, so one process runs every file
    // without reloading the modules for each (a fresh module graph per file cost 80% of the run, decision 0022).
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.spec.ts', 'src/**/index.ts', 'src/**/*.port.ts', 'src/**/test-support/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
