import { createServer } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Container } from 'inversify';
import { afterAll } from 'vitest';
import { createTestDatabase } from '@storefront/adapters-postgres/testing';
import { buildApi } from '../app.js';
import { createApiContainer } from '../composition/api-container.js';
import { loadConfig, type Runtime } from '@storefront/composition';
import { demoStoreTemplate } from './demo-store.js';
import { API_ENGINE } from './engine.js';

/**
 * The real API on a seeded throwaway database (catalogue, content, search index) on `API_ENGINE`, for `app.inject` tests. `env` adds settings
 * (a throwaway DATA_DIR, for instance); `logger`, Fastify's logger options, lets a test read the log;
 * `prepare` replaces bindings before the app is built.
 */
export async function aTestApi(
  env: Record<string, string> = {},
  { logger, prepare }: { logger?: FastifyServerOptions['logger']; prepare?: (container: Container) => void | Promise<void> } = {},
): Promise<{ app: FastifyInstance; runtime: Runtime; container: Container }> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env })._unsafeUnwrap();
  // A small catalogue keeps the suite fast; the signature products are always in it.
  const database = await createTestDatabase(API_ENGINE, demoStoreTemplate(240));
  const runtime: Runtime = { database: database.handle, close: () => database.dispose() };
  const container = createApiContainer(config, runtime);
  await prepare?.(container);
  const app = buildApi({ container, ...(logger === undefined ? {} : { logger }) });
  app.addHook('onClose', () => runtime.close());
  await app.ready();
  return { app, runtime, container };
}

/** A port no one listens on now, for an app to listen on (the sandbox payment provider in it calls the app back). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Stops the suite's store once its tests are over, and fails the suite if stopping takes more than
 * 15 s. The store must stop promptly even with its own sandbox's webhook in flight: it once waited
 * out Fastify's 72 s keep-alive on that connection (decision 1360).
 */
export function closesAfterAll(store: () => { readonly app: FastifyInstance } | undefined): void {
  afterAll(() => store()?.app.close(), 15_000);
}
