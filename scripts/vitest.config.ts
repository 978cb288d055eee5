import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'repo',
    root: import.meta.dirname,
    include: ['checks/**/*.spec.ts'],
    environment: 'node',
  },
});
