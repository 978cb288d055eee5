import { defineConfig } from 'vitest/config';
import { translationChunks } from './build-plugins/translation-chunks.ts';

export default defineConfig({
  // The server's map of translation chunks (empty outside a production build).
  plugins: [translationChunks()],
  test: {
    name: 'web',
    include: ['app/**/*.spec.{ts,tsx}', 'server/**/*.spec.ts', 'test/**/*.spec.{ts,tsx}', 'build-plugins/**/*.spec.ts'],
    environment: 'node',
  },
});
