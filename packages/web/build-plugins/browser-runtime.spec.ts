import { describe, expect, it } from 'vitest';
import { browserRuntime } from './browser-runtime';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, context: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);

/** Resolves as Vite would, recording what the plugin asked for and from where. */
function resolving() {
  const asked: Array<{ source: string; importer: string | undefined }> = [];
  const context = {
    resolve: (source: string, importer: string | undefined) => {
      asked.push({ source, importer });
      return Promise.resolve({ id: `/resolved/${source}` });
    },
  };
  const plugin = browserRuntime();
  return { asked, resolve: (source: string, importer = '/node_modules/react-router/dist/index.mjs') => call(plugin.resolveId, context, source, importer, {}) as Promise<unknown> };
}

describe('browser runtime', () => {
  it('applies to the browser build only: the server renders with React', () => {
    const plugin = browserRuntime();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });

  it("gives React's modules Preact's, from the storefront's own package", async () => {
    const { asked, resolve } = resolving();
    expect(await resolve('react')).toMatch(/app[\\/]lib[\\/]browser-runtime[\\/]react\.ts$/);
    expect(await resolve('react-dom')).toMatch(/app[\\/]lib[\\/]browser-runtime[\\/]react\.ts$/);
    expect(await resolve('react-dom/client')).toEqual({ id: '/resolved/preact/compat/client' });
    expect(await resolve('react/jsx-runtime')).toEqual({ id: '/resolved/preact/compat/jsx-runtime' });
    // React Router and zustand do not depend on Preact: it is found from the shim, in this package.
    expect(asked.every(({ importer }) => importer !== undefined && /browser-runtime[\\/]react\.ts$/.test(importer))).toBe(true);
  });

  it('leaves every other module to Vite', async () => {
    const { asked, resolve } = resolving();
    expect(await resolve('react-router')).toBeNull();
    expect(await resolve('react-dom/server')).toBeNull();
    expect(asked).toEqual([]);
  });
});
