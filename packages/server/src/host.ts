import type { Container } from 'inversify';
import { buildApi, noncesOf } from '@storefront/api';
import type { Config } from '@storefront/composition';
import { registerStorefrontAssets, registerStorefrontRoutes, type StorefrontRequestHandler } from '@storefront/web/server';

/**
 * The one process `npm start` runs: the API's Fastify app (probes, images, `/api` and its
 * OpenAPI document) with the storefront's static files and renderer on the same port. Every
 * address the API does not answer is the storefront's. The API's security headers cover every
 * answer; pages render their inline scripts and styles with the nonces its policy names (decision 0905).
 */
export async function buildHost(container: Container, config: Config, render: StorefrontRequestHandler): Promise<ReturnType<typeof buildApi>> {
  const app = buildApi({ container });
  await registerStorefrontAssets(app);
  registerStorefrontRoutes(app, render, { publicOrigin: config.PUBLIC_ORIGIN, noncesOf });
  return app;
}
