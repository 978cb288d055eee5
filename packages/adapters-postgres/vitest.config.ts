import { defineConfig } from 'vitest/config';

const mocksAModule = ['src/customer/postgres-customer.adapter.spec.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Every test file runs under the test watchdog: a test whose event loop stops for 3 minutes fails the run, named (scripts/testing/watchdog).
    setupFiles: ['../../scripts/testing/watchdog/setup.ts'],
    testTimeout: 30_000,
    // The first suite to need a database template builds it in its beforeAll (decision 0020).
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'adapters-postgres',
          include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
          exclude: mocksAModule,
          // One process runs these files without reloading the modules for each, PGlite's among them,
          // and keeps each database template it has read (decision 0022).
          isolate: false,
        },
      },
      {
        // A spec that mocks a module gets modules of its own.
        extends: true,
        test: { name: 'adapters-postgres (module mocks)', include: mocksAModule },
      },
    ],
  },
});
