import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['app/**/*.spec.{ts,tsx}', 'server/**/*.spec.ts', 'test/**/*.spec.{ts,tsx}'],
    environment: 'node',
  },
});
