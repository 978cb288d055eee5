import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'adapters-postgres',
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
