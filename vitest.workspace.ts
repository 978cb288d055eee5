import { defineConfig } from 'vitest/config';

// Every package's tests in one run: `vitest --config vitest.workspace.ts`.
// (vitest 4 reads projects from `test.projects`; the file must be passed as the config.)
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'scripts/vitest.config.ts'],
  },
});
