import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('../app/lib/browser-runtime/react.ts', import.meta.url));

/**
 * What the browser build reads for React's modules (decision 0526); the unit tests' Preact project
 * (vitest.config.ts) aliases the same map, so the component specs run on what the browser runs.
 */
export const BROWSER_MODULES: Readonly<Record<string, string>> = {
  react: SHIM,
  'react-dom': SHIM,
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * The browser build runs on Preact (`preact/compat`), the server build on React: React renders the
 * HTML, Preact hydrates it. Only the client environment is redirected.
 */
export function browserRuntime(): Plugin {
  return {
    name: 'storefront:browser-runtime',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, _importer, options) {
      const target = BROWSER_MODULES[source];
      if (target === undefined) return null;
      if (target === SHIM) return SHIM;
      // Resolved from the storefront's package, which depends on Preact: React Router and zustand do not.
      return this.resolve(target, SHIM, { ...options, skipSelf: true });
    },
  };
}
