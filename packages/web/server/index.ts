// What a host process needs to serve the storefront (`@storefront/web/server`): the web's container
// module, its static files and its renderer. The one-process host is @storefront/server.
export { WEB_TOKENS, createWebContainer, webModule } from './composition-root.js';
export { loadStorefrontHandler, registerStorefrontAssets, storefrontBuildDirectory } from './storefront-host.js';
export { registerStorefrontRoutes, type StorefrontRequestHandler, type StorefrontRouteOptions } from './request-handler.js';
export type { StorefrontServices } from '../app/lib/load-context.js';
export type { PageNonces } from '../app/lib/page-nonces.js';
