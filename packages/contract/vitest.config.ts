import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
  },
});
