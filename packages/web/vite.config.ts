import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { browserRuntime } from './build-plugins/browser-runtime.ts';
import { reactRouterProductionBuild } from './build-plugins/react-router-production.ts';
import { translationChunks } from './build-plugins/translation-chunks.ts';

/**
 * The libraries every page runs before it hydrates (Preact with its React compatibility layer, which
 * the browser build runs in React's place (build-plugins/browser-runtime.ts, decision 0526), React
 * Router, i18next and the small stores): one chunk, cached across pages, rather than a dozen requests.
 * TanStack Query and zod are not among them: they load with the parts that use them (server state,
 * stored lists and API answers), after the page is up, so a group would only pull them into the
 * first load.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](preact|react-router|i18next|zustand)[\\/]|[\\/]app[\\/]lib[\\/]browser-runtime[\\/]/;

/**
 * The shell every page under a locale runs: the modules at the app's root (the client entry and
 * the root), the locale layout route, the features it renders (header, footer, language strip,
 * toasts, shell state, error pages) and the head's SEO helpers, as far as a page loads them up front
 * (`$initial`: a drawer loaded on demand keeps a chunk of its own), with what they import. One file
 * compresses better than the two dozen small chunks the split by importer gave (4.7 kB less gzipped
 * on the first load of a product page) and costs fewer requests. A module added to one of these
 * folders joins the shell without a change here.
 */
const SHELL = /[\\/]app[\\/]([^\\/]+\.tsx$|routes[\\/]locale-layout\.tsx$|lib[\\/]seo[\\/]|features[\\/](shell|header|footer|language|toasts|app-state)[\\/])/;
/**
 * What the catalogue's pages (home, listings, product) and the cart drawers share: the product's
 * picture and price (`components/product/`) and the controls every tile and product page shows,
 * the heart and the add-to-bag button with the mini-cart trigger (`features/cart/controls/`,
 * `features/wishlist/controls/`), with what they import. One chunk rather than six small ones the
 * split by importer gave (1.2 kB less gzipped before a product page hydrates, five requests fewer);
 * pages without products (help centre, store locator) never load it. "Order again", shown on an
 * order's page only, is among the cart's components, not its controls.
 */
const SHOPPING = /[\\/]app[\\/](components[\\/]product|features[\\/](cart|wishlist)[\\/]controls)[\\/]/;

export default defineConfig({
  plugins: [browserRuntime(), reactRouterProductionBuild(), reactRouter(), translationChunks()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, tags: ['$initial'], priority: 2 },
            { name: 'shell', test: SHELL, tags: ['$initial'], priority: 1 },
            { name: 'shopping', test: SHOPPING, priority: 1 },
          ],
        },
      },
    },
  },
  environments: {
    ssr: {
      // Workspace packages are plain ESM and are loaded from node_modules at run time.
      resolve: { external: ['@storefront/core', '@storefront/adapters-postgres'] },
      // The server bundle's entry wraps the routes in a handler that receives the core's use cases.
      build: { rollupOptions: { input: './server/app.ts' } },
    },
  },
});
