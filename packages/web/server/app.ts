// Bundled by Vite together with the routes (it becomes build/server/index.js), so the router
// context key the loaders read is the very object this module sets.
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { storefrontContext, type StorefrontServices } from '../app/lib/load-context';
import { pageNoncesContext, type PageNonces } from '../app/lib/page-nonces';
import { withScriptsAfterMainImage } from './scripts-after-main-image';

/** Renders a request; the answer's nonces, when its Content-Security-Policy names some, go on every inline script and style. */
export type StorefrontRequestHandler = (request: Request, nonces?: PageNonces) => Promise<Response>;

/** Renders the storefront for a Fetch API request, handing the loaders the core's use cases. */
export function createStorefrontHandler(services: StorefrontServices, mode: 'production' | 'development'): StorefrontRequestHandler {
  // The virtual module is the build; its optional fields are merely declared loosely.
  const handle = createRequestHandler(build as ServerBuild, mode);
  return async (request, nonces) => {
    const context = new RouterContextProvider();
    context.set(storefrontContext, services);
    context.set(pageNoncesContext, nonces);
    return withScriptsAfterMainImage(await handle(request, context), nonces?.script);
  };
}
