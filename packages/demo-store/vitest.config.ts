import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'demo-store',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
