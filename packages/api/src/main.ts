#!/usr/bin/env node
// Runs the API alone (the scale-out shape); the embedded default serves it from the one-process host (packages/server).
import { DataFolderLockedError } from '@storefront/adapters-postgres';
import { loadConfigOrExit, openRuntime } from '@storefront/composition';
import { buildApi } from './app.js';
import { createApiContainer } from './composition/api-container.js';

const config = loadConfigOrExit();
try {
  const runtime = await openRuntime(config, { report: (line) => console.log(line) });
  const app = buildApi({ container: createApiContainer(config, runtime) });
  app.addHook('onClose', () => runtime.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  if (error instanceof DataFolderLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
