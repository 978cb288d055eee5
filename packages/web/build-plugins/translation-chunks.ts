import type { Plugin, ResolvedConfig } from 'vite';

/** The module the server imports to learn each translation bundle's chunk in the browser build. */
export const TRANSLATION_CHUNKS_MODULE = 'virtual:translation-chunks';
const RESOLVED = `\0${TRANSLATION_CHUNKS_MODULE}`;
const BUNDLE = /[\\/]locales[\\/]([a-z]+(?:-[a-z]+)?)[\\/]([a-z]+)\.json$/;

/**
 * Each translation bundle is a chunk of the browser build (`lib/i18n/bundles.ts`), fetched by the
 * client entry before it hydrates (`common`, and the namespaces the page's routes name). The entry
 * only asks for it once it runs, one round trip after the modules; for the page to name it beside
 * its other module preloads, the server must know its file. This plugin notes the chunks as the browser build writes them and gives them to the server
 * build (which Vite runs after it) as `virtual:translation-chunks`, by language and namespace:
 * `{ 'ar/common': '/assets/common-….js', 'ar/account': '/assets/account-….js', … }`.
 * The dev server serves modules unbundled: there the map is empty and nothing is preloaded.
 */
export function translationChunks(): Plugin {
  const chunks: Record<string, string> = {};
  let config: ResolvedConfig;
  return {
    name: 'storefront:translation-chunks',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === TRANSLATION_CHUNKS_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (config.command === 'build' && this.environment.name === 'ssr' && Object.keys(chunks).length === 0) {
        this.error('The browser build wrote no translation chunks: it must run before the server build.');
      }
      return `export default ${JSON.stringify(chunks)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const output of Object.values(bundle)) {
        const found = output.type === 'chunk' && output.facadeModuleId ? BUNDLE.exec(output.facadeModuleId) : null;
        if (found) chunks[`${found[1]}/${found[2]}`] = `${config.base}${output.fileName}`;
      }
    },
  };
}
