import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { StorefrontServices } from '../app/lib/load-context.js';
import type { StorefrontRequestHandler } from './request-handler.js';
import TEXT_EXTENSIONS from './text-asset-extensions.json' with { type: 'json' };

/** Where `react-router build` writes the storefront: client/ (static files) and server/ (the renderer). */
export const storefrontBuildDirectory = fileURLToPath(new URL('../../build/', import.meta.url));
/** The files scripts/precompress.mjs writes .br and .gz copies of (and those copies themselves). */
const PRECOMPRESSED = new RegExp(`\\.(${TEXT_EXTENSIONS.join('|')})(\\.br|\\.gz)?$`);

/** Serves the built client files (bundles, fonts, images) with their caching headers. */
export async function registerStorefrontAssets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: `${storefrontBuildDirectory}client`,
    wildcard: false,
    // The build writes .br and .gz beside every text asset (scripts/precompress.mjs): sent as they are.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      // Fingerprinted bundles never change; everything else is revalidated hourly.
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // A text asset's body depends on Accept-Encoding (its .br, .gz or plain copy): caches must know.
      if (PRECOMPRESSED.test(path)) res.setHeader('vary', 'accept-encoding');
    },
  });
}

interface ServerBundle {
  createStorefrontHandler(services: StorefrontServices, mode: 'production' | 'development'): StorefrontRequestHandler;
}

/**
 * The storefront's renderer from the built server bundle (build/server/index.js), which Vite
 * wrote with the routes; loaded at run time, so this entry does not pull React into the host's types.
 */
export async function loadStorefrontHandler(services: StorefrontServices, mode: 'production' | 'development'): Promise<StorefrontRequestHandler> {
  const bundle = (await import(pathToFileURL(`${storefrontBuildDirectory}server/index.js`).href)) as ServerBundle;
  return bundle.createStorefrontHandler(services, mode);
}
