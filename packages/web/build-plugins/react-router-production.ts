import type { Plugin } from 'vite';

const DEVELOPMENT_BUILD = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

/**
 * React Router ships a production build beside its development one, but its package's exports name
 * only the development build (remix-run/react-router#14102), whose `ENABLE_DEV_WARNINGS` keeps the
 * developer warnings and their texts in the shopper's browser. The browser build reads the
 * production build's file of the same name (decision 1470); the two differ only in that flag. The
 * dev server keeps the warnings, and the server build loads React Router from `node_modules`.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'storefront:react-router-production',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT_BUILD.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT_BUILD, '$1production$2') };
    },
  };
}
