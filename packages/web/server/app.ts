// Bundled by Vite together with the routes (it becomes build/server/index.js), so the router
// context key the loaders read is the very object this module sets.
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { storefrontContext, type StorefrontServices } from '../app/lib/load-context';
import { withScriptsAfterMainImage } from './scripts-after-main-image';

export type StorefrontRequestHandler = (request: Request) => Promise<Response>;

/** Renders the storefront for a Fetch API request, handing the loaders the core's use cases. */
export function createStorefrontHandler(services: StorefrontServices, mode: 'production' | 'development'): StorefrontRequestHandler {
  // The virtual module is the build; its optional fields are merely declared loosely.
  const handle = createRequestHandler(build as ServerBuild, mode);
  return async (request) => {
    const context = new RouterContextProvider();
    context.set(storefrontContext, services);
    return withScriptsAfterMainImage(await handle(request, context));
  };
}
