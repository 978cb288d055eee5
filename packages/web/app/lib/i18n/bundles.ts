import { createInstance, type i18n as I18next, type TOptions } from 'i18next';
import type { Language, Locale } from '@storefront/core/locale';
import translationChunks from 'virtual:translation-chunks';

/**
 * A bundle in i18next's JSON format (v4): nested objects addressed by dotted keys (`cart.heading`),
 * texts with `{{name}}` placeholders or formatted values (`{{count, number}}`), and plural forms as
 * sibling keys with a suffix (`listing.count_one`, `listing.count_other`, …).
 */
export type Bundle = Readonly<Record<string, unknown>>;

/**
 * What `t` accepts besides the key: `count` picks a plural form (and fills `{{count}}`),
 * `defaultValue` is shown when no bundle has the key, every other entry fills its placeholder.
 */
export interface TranslateOptions {
  readonly count?: number;
  readonly defaultValue?: string;
  readonly [placeholder: string]: unknown;
}

/** The storefront's view of i18next's `t`: a key and its values in, a text out. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** The translations of one locale (`ar-sa`) or one language alone (`ar`): an i18next instance. */
export type Translator = I18next;

/**
 * The namespaces, each a bundle per language (`app/locales/{name}/{namespace}.json`): `common` holds
 * what every page may show and is read before any page hydrates; `account` holds the texts of the
 * account pages (My Reviews' among them), the sign-up, verification and reset pages and the auth
 * modals, `checkout` the checkout's and its return page's, `reviews` the product page's review list
 * and form and the order page's review links (decision 1343), `returns` the return form's and My
 * Returns' (decision 1350), `help` the help centre's, the store locator's and the content pages',
 * each read only where one of them is shown (decisions 1110, 1261). An error's text (`errors.<code>`)
 * is in `common` when any page may show it, else with the pages whose forms are refused with it
 * (decision 1470). A key lives in one namespace only, so a call names no namespace: `t('auth.signIn')`
 * finds its text wherever it is (`fallbackNS`).
 */
export const NAMESPACES = ['common', 'account', 'checkout', 'reviews', 'returns', 'help'] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** Read on every page, before it hydrates. */
const COMMON: Namespace = 'common';
/** Read only by the pages and parts that need them. */
export type LazyNamespace = Exclude<Namespace, typeof COMMON>;

/**
 * The instance every locale's is cloned from; the clones share its resource store, so a bundle
 * added once serves every locale that reads it.
 *
 * - `lowerCaseLng` and `load: 'all'`: `ar-sa` reads the `ar-sa` bundle, then `ar`; no other
 *   language is a fallback, and a key found in neither shows as the key itself.
 * - `escapeValue: false`: React escapes what it renders.
 * - `returnEmptyString`: an empty text is a text (the bundles spec keeps them from being empty).
 * - `nsSeparator: false`: a key never names a namespace, whatever it contains; a key `common` lacks
 *   is looked up in the other namespaces (`fallbackNS`), which hold it once they are loaded.
 * - `numberingSystem: 'latn'` as a default variable reaches every Intl formatter i18next runs
 *   (`{{count, number}}`, `{{date, datetime}}`), so Arabic pages print Latin digits in texts as
 *   they do in prices (decision 0008).
 */
const root = createInstance({
  initAsync: false,
  resources: {},
  ns: [COMMON],
  defaultNS: COMMON,
  fallbackNS: NAMESPACES.filter((namespace) => namespace !== COMMON),
  fallbackLng: false,
  lowerCaseLng: true,
  load: 'all',
  nsSeparator: false,
  returnEmptyString: true,
  interpolation: { escapeValue: false, defaultVariables: { numberingSystem: 'latn' } },
});
void root.init();

/**
 * Each namespace comes in one bundle per language (`en`, `ar`); `common` also in one per locale
 * (`en-sa`, `ar-eg`, …) that holds only what differs in that region. A locale reads its own bundle
 * first, then its language's (`en-sa` → `en`).
 *
 * The server has every bundle at hand. The browser fetches only the bundles of the page's locale
 * (each bundle is a chunk of its own): `common` before hydration and again when the shopper
 * switches locale, another namespace where a page or part that needs it is shown.
 */
const lazyBundles = import.meta.glob<Bundle>('../../locales/*/*.json', { import: 'default' });

const PATH = /\/locales\/([a-z-]+)\/([a-z]+)\.json$/;
/** A bundle's name: `ar-sa/common`, `en/account`. */
const bundleName = (path: string) => {
  const [, language = path, namespace = COMMON] = PATH.exec(path) ?? [];
  return `${language}/${namespace}`;
};

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
const loaders = new Map(Object.entries(lazyBundles).map(([path, load]) => [bundleName(path), load]));

/** The bundles that exist: `en/common`, `ar/common`, the six `{lang}-{region}/common`, `en/account`, `ar/account`, `en-ae/help`, …. */
export const BUNDLE_NAMES: readonly string[] = [...loaders.keys()].sort();

/** What the translations are for: a locale (`en-sa`), or a language alone (`en`). */
export type TranslationTarget = Language | Locale;

/** `en-sa` for a locale, `en` for a language alone. */
export function localeTag(target: TranslationTarget): string {
  return typeof target === 'string' ? target : `${target.language}-${target.region}`;
}

/** Fetches a bundle's chunk once into the shared store; a failed fetch is forgotten, so the next call tries again. */
function loadBundle(name: string): Promise<void> {
  const [language = name, namespace = COMMON] = name.split('/');
  const load = loaders.get(name);
  // A locale without a bundle of its own (plain `en`) reads its language's bundle only.
  if (loaded.has(name) || !load) return Promise.resolve();
  let pending = loading.get(name);
  if (!pending) {
    pending = load().then(
      (bundle) => {
        root.addResourceBundle(language, namespace, bundle, true, true);
        loaded.add(name);
        loading.delete(name);
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

/** The bundles a translator reads for its namespaces, most specific first: i18next's order of languages (`ar-sa`, then `ar`), `common` always. */
function chainOf(translator: Translator, namespaces: readonly LazyNamespace[] = []): readonly string[] {
  return [COMMON, ...namespaces].flatMap((namespace) => translator.languages.map((language) => `${language}/${namespace}`));
}

/** Whether every bundle a translator reads for these namespaces is in memory (a bundle that does not exist counts as read). */
export function bundlesReady(translator: Translator, namespaces: readonly LazyNamespace[] = []): boolean {
  return chainOf(translator, namespaces).every((name) => loaded.has(name) || !loaders.has(name));
}

const translators = new Map<string, Translator>();
const fixedT = new WeakMap<Translator, TFunction>();

/**
 * One i18next instance per locale, shared by every request: the bundles never change at run time,
 * and no request switches another's language. For a language alone, its bundle alone. On the
 * server it translates at once; in the browser, once `loadI18n` has fetched the locale's bundles.
 */
export function i18nFor(target: TranslationTarget): Translator {
  const tag = localeTag(target).toLowerCase();
  let translator = translators.get(tag);
  if (!translator) {
    translator = root.cloneInstance({ lng: tag });
    translators.set(tag, translator);
  }
  return translator;
}

/** A translator's `t` as the storefront calls it, one function per translator (stable across renders). */
export function tOf(translator: Translator): TFunction {
  let t = fixedT.get(translator);
  if (!t) {
    t = (key, options) => translator.t(key, options as TOptions);
    fixedT.set(translator, t);
  }
  return t;
}

/**
 * The browser build's files of the bundles a translator reads for these namespaces, for the server
 * to name beside the page's module preloads: the client entry fetches them before it hydrates, and
 * would otherwise ask for them only once it runs. None in development, where modules are served
 * unbundled.
 */
export function bundleFilesOf(translator: Translator, namespaces: readonly LazyNamespace[] = []): readonly string[] {
  return chainOf(translator, namespaces).flatMap((name) => translationChunks[name] ?? []);
}

/** Fetches the bundles a translator reads for these namespaces, `common` always (in the browser; the server has them all). */
export async function loadBundlesOf(translator: Translator, namespaces: readonly LazyNamespace[] = []): Promise<Translator> {
  await Promise.all(chainOf(translator, namespaces).map(loadBundle));
  return translator;
}

/** Fetches the bundles of a locale (in the browser, before hydration or a page that needs more namespaces) and answers its translator, ready. */
export function loadI18n(target: TranslationTarget, namespaces: readonly LazyNamespace[] = []): Promise<Translator> {
  return loadBundlesOf(i18nFor(target), namespaces);
}
