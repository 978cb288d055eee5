import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'repo',
    include: ['checks/**/*.spec.ts'],
    environment: 'node',
  },
});
