import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import type { Language, Locale } from '@storefront/core';

/**
 * The common namespace comes in one bundle per language (`en`, `ar`) and one per locale
 * (`en-sa`, `ar-eg`, …) that holds only what differs in that region; a locale reads its own bundle
 * first, then its language's (`en-sa` → `en`). A key found in neither shows as the key itself.
 *
 * The server has every bundle at hand. The browser fetches only the bundles of the page's locale
 * (each bundle is a chunk of its own), before hydration and again when the shopper switches locale.
 */
type Bundle = Record<string, ResourceKey>;

const lazyBundles = import.meta.glob<Bundle>('../locales/*/common.json', { import: 'default' });

const PATH = /\.\.\/locales\/([a-z-]+)\/common\.json$/;
const bundleName = (path: string) => PATH.exec(path)?.[1] ?? path;

const loaded = new Map<string, Bundle>();
const loaders = new Map(Object.entries(lazyBundles).map(([path, load]) => [bundleName(path), load]));

/** The bundles that exist: `en`, `ar` and the six `{lang}-{region}`. */
export const BUNDLE_NAMES: readonly string[] = [...loaders.keys()].sort();

/** What the translations are for: a locale (`en-sa`), or a language alone (`en`). */
export type TranslationTarget = Language | Locale;

/** `en-sa` for a locale, `en` for a language alone. */
export function localeTag(target: TranslationTarget): string {
  return typeof target === 'string' ? target : `${target.language}-${target.region}`;
}

/** The bundles a locale reads, most specific first. */
function chainOf(tag: string): string[] {
  const language = tag.split('-')[0] ?? tag;
  return tag === language ? [language] : [tag, language];
}

async function loadBundle(name: string): Promise<Bundle> {
  const ready = loaded.get(name);
  if (ready) return ready;
  const load = loaders.get(name);
  // A locale without a bundle of its own (plain `en`) reads its language's bundle only.
  const bundle = load ? await load() : {};
  loaded.set(name, bundle);
  return bundle;
}

// The server reads every bundle once, when it starts, so each render is translated at once.
// `import.meta.env.SSR` is false in the browser build, where this goes as dead code.
if (import.meta.env.SSR) await Promise.all([...loaders.keys()].map(loadBundle));

/** Reads bundles from memory when they are there (always on the server), else fetches their chunk. */
const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const ready = loaded.get(language);
    if (ready) return callback(null, ready);
    if (!loaders.has(language)) return callback(null, {});
    loadBundle(language).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

const instances = new Map<string, i18n>();

/**
 * One i18next instance per locale, shared by every request: the resources never change at run
 * time, and no request switches another's language. For a language alone, its bundle alone.
 */
export function i18nFor(target: TranslationTarget): i18n {
  const tag = localeTag(target);
  let instance = instances.get(tag);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(bundleBackend).init({
      lng: tag,
      lowerCaseLng: true,
      load: 'all',
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      // Loaded bundles are read at once, so the first render is already translated.
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(tag, instance);
  }
  return instance;
}

/** Fetches the bundles of a locale (in the browser, before hydration) and answers its instance, ready. */
export async function loadI18n(target: TranslationTarget): Promise<i18n> {
  await Promise.all(chainOf(localeTag(target)).map(loadBundle));
  const instance = i18nFor(target);
  if (!instance.hasLoadedNamespace('common')) await instance.reloadResources();
  return instance;
}
