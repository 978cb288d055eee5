import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from './react-router-production';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Resolves as Vite would: `found` is what Vite's own resolution answers for each module. */
function resolving(found: Readonly<Record<string, string>>) {
  const asked: string[] = [];
  const context = {
    resolve: (source: string) => {
      asked.push(source);
      const id = found[source];
      return Promise.resolve(id === undefined ? null : { id, external: false });
    },
  };
  const plugin = reactRouterProductionBuild();
  return { asked, resolve: (source: string) => (plugin.resolveId as Hook).call(context, source, '/app/entry.client.tsx', {}) as Promise<unknown> };
}

describe('React Router production build', () => {
  it('applies to the browser build only, and not in the dev server', () => {
    const plugin = reactRouterProductionBuild();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(plugin.apply).toBe('build');
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });

  it("reads the production build's file where Vite found the development build's", async () => {
    const { resolve } = resolving({
      'react-router': '/repo/node_modules/react-router/dist/development/index.mjs',
      'react-router/dom': '/repo/node_modules/react-router/dist/development/dom-export.mjs',
    });
    expect(await resolve('react-router')).toEqual({ id: '/repo/node_modules/react-router/dist/production/index.mjs', external: false });
    expect(await resolve('react-router/dom')).toEqual({ id: '/repo/node_modules/react-router/dist/production/dom-export.mjs', external: false });
  });

  it('leaves every other module, and a React Router already resolved elsewhere, to Vite', async () => {
    const { asked, resolve } = resolving({ 'react-router': '/repo/vendor/react-router.mjs' });
    expect(await resolve('react-router')).toEqual({ id: '/repo/vendor/react-router.mjs', external: false });
    expect(await resolve('react-router-dom')).toBeNull();
    expect(await resolve('zustand')).toBeNull();
    expect(asked).toEqual(['react-router']);
  });

  it('finds the same files in the installed package: the production build still ships beside the development one', () => {
    const require = createRequire(import.meta.url);
    const development = dirname(require.resolve('react-router'));
    expect(development).toMatch(/[\\/]dist[\\/]development$/);
    for (const file of ['index.mjs', 'dom-export.mjs']) expect(existsSync(join(development, '..', 'production', file)), file).toBe(true);
  });
});
