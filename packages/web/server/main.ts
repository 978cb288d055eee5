#!/usr/bin/env node
// The embedded default: one process serves the storefront (server-rendered) and /api on one port.
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { StorefrontServices } from '../app/lib/load-context.js';
import { DataFolderLockedError } from '@storefront/adapters-postgres';
import { buildApi, loadConfigOrExit, openRuntime } from '@storefront/api';
import { LOCALES, formatLocale } from '@storefront/core';
import { WEB_TOKENS, createWebContainer } from './composition-root.js';
import { registerStorefrontRoutes, type StorefrontRequestHandler } from './request-handler.js';
import TEXT_EXTENSIONS from './text-asset-extensions.json' with { type: 'json' };

const buildDir = fileURLToPath(new URL('../../build/', import.meta.url));
/** The files scripts/precompress.mjs writes .br and .gz copies of (and those copies themselves). */
const PRECOMPRESSED = new RegExp(`\\.(${TEXT_EXTENSIONS.join('|')})(\\.br|\\.gz)?$`);

const config = loadConfigOrExit();
let runtime;
try {
  runtime = await openRuntime(config, { report: (line) => console.log(line) });
} catch (error) {
  if (error instanceof DataFolderLockedError) {
    console.error(`\n✖ ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const container = createWebContainer(config, runtime);
const app = buildApi({ container });
app.addHook('onClose', () => runtime.close());

await app.register(fastifyStatic, {
  root: `${buildDir}client`,
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

interface ServerBundle {
  createStorefrontHandler(services: StorefrontServices, mode: 'production' | 'development'): StorefrontRequestHandler;
}
const bundle = (await import(pathToFileURL(`${buildDir}server/index.js`).href)) as ServerBundle;
registerStorefrontRoutes(
  app,
  bundle.createStorefrontHandler(
    container.get<StorefrontServices>(WEB_TOKENS.StorefrontServices),
    config.NODE_ENV === 'development' ? 'development' : 'production',
  ),
  { publicOrigin: config.PUBLIC_ORIGIN },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
const port = (app.server.address() as { port: number }).port;
const origin = `http://localhost:${port}`;
console.log(`\nThe storefront is ready at ${origin}`);
for (const locale of LOCALES) console.log(`  ${formatLocale(locale).padEnd(6)} ${origin}/${formatLocale(locale)}`);
