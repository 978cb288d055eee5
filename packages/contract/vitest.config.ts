import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // Every test file runs under the test watchdog: a test whose event loop stops for 3 minutes fails the run, named (scripts/testing/watchdog).
    setupFiles: ['../../scripts/testing/watchdog/setup.ts'],
    // One process runs every file without reloading the modules for each (decision 0022): no spec
    // mocks a module, and what a spec changes outside itself it puts back.
    isolate: false,
  },
});
