import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BROWSER_MODULES } from './build-plugins/browser-runtime.ts';
import { translationChunks } from './build-plugins/translation-chunks.ts';

// Specs that reset or replace modules get modules of their own; every other file shares one module
// graph per worker (decision 0022): loading each file's graph anew cost five times the tests' own time.
const resetsModules = ['app/features/wishlist/wishlist-store.spec.ts', 'app/lib/browser-runtime/react-router-hydration.spec.ts'];

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const fromPackage = (specifier: string) => (specifier.startsWith('/') ? specifier : fileURLToPath(import.meta.resolve(specifier)));

export default defineConfig({
  // The server's map of translation chunks (empty outside a production build).
  plugins: [translationChunks()],
  test: {
    // fast-check's default bound for every property test (100 cases, at most 3 s each), and the test
    // watchdog (scripts/testing/watchdog); both projects inherit them.
    setupFiles: ['./test/property-bounds.ts', '../../scripts/testing/watchdog/setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['app/**/*.spec.{ts,tsx}', 'server/**/*.spec.ts', 'test/**/*.spec.{ts,tsx}', 'build-plugins/**/*.spec.ts'],
          exclude: resetsModules,
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'web (module resets)', include: resetsModules, environment: 'node' },
      },
      {
        // The component specs again, on the runtime the browser hydrates with (decision 0018): React's
        // modules are Preact's, by the browser build's own map, and the libraries that import React
        // are bundled with the specs so that they get Preact too.
        extends: true,
        resolve: {
          alias: [
            // React Router's ES modules, whose imports of React the aliases below redirect (its
            // CommonJS build, which Node's condition picks, would require React itself).
            { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/development/index.mjs') },
            { find: /^react-router\/dom$/, replacement: here('./node_modules/react-router/dist/development/dom-export.mjs') },
            ...Object.entries(BROWSER_MODULES).map(([find, target]) => ({ find: new RegExp(`^${find}$`), replacement: fromPackage(target) })),
            { find: /^react-dom\/server$/, replacement: here('./test/preact-server.ts') },
          ],
        },
        test: {
          name: 'web-preact',
          include: ['app/**/*.spec.tsx', 'test/**/*.preact.spec.{ts,tsx}'],
          // These pin what React's server renderer writes (streamed Suspense, text separators), which
          // the browser never runs.
          exclude: ['app/lib/lazy-component.spec.tsx', 'app/components/product/product-image.spec.tsx'],
          environment: 'node',
          isolate: false,
          server: { deps: { inline: [/react-router/, /zustand/, /@tanstack/] } },
        },
      },
    ],
  },
});
