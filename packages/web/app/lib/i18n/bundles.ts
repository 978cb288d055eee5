import type { Language, Locale } from '@storefront/core/locale';
import translationChunks from 'virtual:translation-chunks';
import { Translator, type Bundle } from './translator';

/**
 * The common namespace comes in one bundle per language (`en`, `ar`) and one per locale
 * (`en-sa`, `ar-eg`, …) that holds only what differs in that region; a locale reads its own bundle
 * first, then its language's (`en-sa` → `en`). A key found in neither shows as the key itself.
 *
 * The server has every bundle at hand. The browser fetches only the bundles of the page's locale
 * (each bundle is a chunk of its own), before hydration and again when the shopper switches locale.
 */
const lazyBundles = import.meta.glob<Bundle>('../../locales/*/common.json', { import: 'default' });

const PATH = /\/locales\/([a-z-]+)\/common\.json$/;
const bundleName = (path: string) => PATH.exec(path)?.[1] ?? path;

const loaded = new Map<string, Bundle>();
const loading = new Map<string, Promise<Bundle>>();
const loaders = new Map(Object.entries(lazyBundles).map(([path, load]) => [bundleName(path), load]));

/** The bundles that exist: `en`, `ar` and the six `{lang}-{region}`. */
export const BUNDLE_NAMES: readonly string[] = [...loaders.keys()].sort();

/** What the translations are for: a locale (`en-sa`), or a language alone (`en`). */
export type TranslationTarget = Language | Locale;

/** `en-sa` for a locale, `en` for a language alone. */
export function localeTag(target: TranslationTarget): string {
  return typeof target === 'string' ? target : `${target.language}-${target.region}`;
}

/** Fetches a bundle's chunk once; a failed fetch is forgotten, so the next call tries again. */
function loadBundle(name: string): Promise<Bundle> {
  const ready = loaded.get(name);
  if (ready) return Promise.resolve(ready);
  const load = loaders.get(name);
  // A locale without a bundle of its own (plain `en`) reads its language's bundle only.
  if (!load) return Promise.resolve({});
  let pending = loading.get(name);
  if (!pending) {
    pending = load().then(
      (bundle) => {
        loaded.set(name, bundle);
        loading.delete(name);
        return bundle;
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

// The server reads every bundle once, when it starts, so each render is translated at once.
// `import.meta.env.SSR` is false in the browser build, where this goes as dead code.
if (import.meta.env.SSR) await Promise.all([...loaders.keys()].map(loadBundle));

/** Whether every bundle a translator reads is in memory (a bundle that does not exist counts as read). */
export function bundlesReady(translator: Translator): boolean {
  return translator.chain.every((name) => loaded.has(name) || !loaders.has(name));
}

const translators = new Map<string, Translator>();

/**
 * One translator per locale, shared by every request: the bundles never change at run time, and
 * no request switches another's language. For a language alone, its bundle alone. On the server
 * it translates at once; in the browser, once `loadI18n` has fetched the locale's bundles.
 */
export function i18nFor(target: TranslationTarget): Translator {
  const tag = localeTag(target).toLowerCase();
  let translator = translators.get(tag);
  if (!translator) {
    translator = new Translator(tag, (name) => loaded.get(name));
    translators.set(tag, translator);
  }
  return translator;
}

/**
 * The browser build's files of the bundles a translator reads, for the server to name beside the
 * page's module preloads: the client entry fetches them before it hydrates, and would otherwise ask
 * for them only once it runs. None in development, where modules are served unbundled.
 */
export function bundleFilesOf(translator: Translator): readonly string[] {
  return translator.chain.flatMap((name) => translationChunks[name] ?? []);
}

/** Fetches the bundles a translator reads (in the browser; the server has them all). */
export async function loadBundlesOf(translator: Translator): Promise<Translator> {
  await Promise.all(translator.chain.map(loadBundle));
  return translator;
}

/** Fetches the bundles of a locale (in the browser, before hydration) and answers its translator, ready. */
export function loadI18n(target: TranslationTarget): Promise<Translator> {
  return loadBundlesOf(i18nFor(target));
}
