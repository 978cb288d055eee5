import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { bundlesReady, loadBundlesOf, tOf, type LazyNamespace, type TFunction, type Translator } from './bundles';

/** What `useTranslation()` answers, in react-i18next's shape: the locale's `t`, and its i18next instance for `language` and `dir()`. */
export interface Translation {
  readonly t: TFunction;
  readonly i18n: Translator;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * One fetch per translator and namespaces while they are shown before their bundles are here. A
 * failed fetch still settles: the page renders with what is loaded (a missing text shows its key)
 * rather than not at all, and keeps that until the next full load.
 */
const fetching = new Map<string, Promise<Translator>>();

function fetchBundles(translator: Translator, namespaces: readonly LazyNamespace[]): Promise<Translator> {
  const key = [translator.language, ...namespaces].join(' ');
  let pending = fetching.get(key);
  if (!pending) {
    pending = loadBundlesOf(translator, namespaces).catch(() => translator);
    fetching.set(key, pending);
  }
  return pending;
}

/** Suspends, by throwing the fetch (which React and Preact both understand), until the bundles are in. */
function suspendUntilLoaded(translator: Translator, namespaces: readonly LazyNamespace[]): void {
  if (!bundlesReady(translator, namespaces)) throw fetchBundles(translator, namespaces);
}

/**
 * Gives the components below it the translations of `i18n`. When the locale changes in the
 * browser to one whose bundles are not fetched yet, it suspends until they are: the navigation
 * (a transition) keeps the page it leaves on screen meanwhile, and the new one appears translated.
 * So it does for the namespaces the page's routes name (`namespaces`), should a navigation arrive
 * before them.
 */
export function TranslationProvider({ i18n, namespaces = [], children }: { readonly i18n: Translator; readonly namespaces?: readonly LazyNamespace[]; readonly children: ReactNode }) {
  suspendUntilLoaded(i18n, namespaces);
  const translation = useMemo<Translation>(() => ({ t: tOf(i18n), i18n }), [i18n]);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/**
 * The translations of the page's locale: `const { t, i18n } = useTranslation()`. A part shown
 * outside the pages that load a namespace (the auth modals) names it, `useTranslation('account')`,
 * and suspends until its texts are in; the server has every namespace.
 */
export function useTranslation(...namespaces: readonly LazyNamespace[]): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation() is used outside a TranslationProvider');
  if (namespaces.length > 0) suspendUntilLoaded(translation.i18n, namespaces);
  return translation;
}
