import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'composition',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
