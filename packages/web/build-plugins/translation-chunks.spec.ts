import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { TRANSLATION_CHUNKS_MODULE, translationChunks } from './translation-chunks';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, context: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);

function aPlugin(command: 'build' | 'serve') {
  const plugin = translationChunks();
  call(plugin.configResolved, {}, { command, base: '/' } as ResolvedConfig);
  const id = call(plugin.resolveId, {}, TRANSLATION_CHUNKS_MODULE) as string;
  const errors: string[] = [];
  const inEnvironment = (name: string) => ({
    environment: { name },
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  });
  return {
    write: (bundle: Record<string, unknown>, environment = 'client') => call(plugin.generateBundle, inEnvironment(environment), {}, bundle),
    load: (environment: string) => call(plugin.load, inEnvironment(environment), id) as string,
    errors,
  };
}

const chunk = (fileName: string, facadeModuleId: string | null) => ({ type: 'chunk', fileName, facadeModuleId });

describe('translation chunks', () => {
  it("gives the server build each bundle's file in the browser build by language and namespace, and nothing else", () => {
    const plugin = aPlugin('build');
    plugin.write({
      a: chunk('assets/common-Ab1.js', '/app/app/locales/ar/common.json'),
      b: chunk('assets/common-Cd2.js', '/app/app/locales/ar-sa/common.json'),
      c: chunk('assets/product-Ef3.js', '/app/app/routes/product.tsx'),
      e: chunk('assets/account-Gh4.js', '/app/app/locales/ar/account.json'),
      d: { type: 'asset', fileName: 'assets/site.css' },
    });
    expect(plugin.load('ssr')).toBe('export default {"ar/common":"/assets/common-Ab1.js","ar-sa/common":"/assets/common-Cd2.js","ar/account":"/assets/account-Gh4.js"};');
  });

  it('ignores what the server build itself writes', () => {
    const plugin = aPlugin('build');
    plugin.write({ a: chunk('assets/common-Ab1.js', '/app/app/locales/ar/common.json') });
    plugin.write({ a: chunk('assets/common-Zz9.js', '/app/app/locales/ar/common.json') }, 'ssr');
    expect(plugin.load('ssr')).toContain('/assets/common-Ab1.js');
  });

  it('fails a server build that runs before the browser build wrote any bundle', () => {
    const plugin = aPlugin('build');
    expect(() => plugin.load('ssr')).toThrow(/must run before the server build/);
  });

  it('is empty in development, where nothing is bundled', () => {
    expect(aPlugin('serve').load('ssr')).toBe('export default {};');
  });
});
