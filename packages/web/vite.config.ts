import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022' },
  environments: {
    ssr: {
      // Workspace packages are plain ESM and are loaded from node_modules at run time.
      resolve: { external: ['@storefront/core', '@storefront/api', '@storefront/adapters-postgres'] },
      // The server bundle's entry wraps the routes in a handler that receives the core's use cases.
      build: { rollupOptions: { input: './server/app.ts' } },
    },
  },
});
