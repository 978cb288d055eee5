import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { bundlesReady, loadBundlesOf, tOf, type TFunction, type Translator } from './bundles';

/** What `useTranslation()` answers, in react-i18next's shape: the locale's `t`, and its i18next instance for `language` and `dir()`. */
export interface Translation {
  readonly t: TFunction;
  readonly i18n: Translator;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * One fetch per translator while it is shown before its bundles are here. A failed fetch still
 * settles: the page renders with what is loaded (a missing text shows its key) rather than not at
 * all, and keeps that until the next full load.
 */
const fetching = new Map<Translator, Promise<Translator>>();

function fetchBundles(translator: Translator): Promise<Translator> {
  let pending = fetching.get(translator);
  if (!pending) {
    pending = loadBundlesOf(translator).catch(() => translator);
    fetching.set(translator, pending);
  }
  return pending;
}

/**
 * Gives the components below it the translations of `i18n`. When the locale changes in the
 * browser to one whose bundles are not fetched yet, it suspends until they are: the navigation
 * (a transition) keeps the page it leaves on screen meanwhile, and the new one appears translated.
 */
export function TranslationProvider({ i18n, children }: { readonly i18n: Translator; readonly children: ReactNode }) {
  // Suspends by throwing the fetch, which React and Preact both understand.
  if (!bundlesReady(i18n)) throw fetchBundles(i18n);
  const translation = useMemo<Translation>(() => ({ t: tOf(i18n), i18n }), [i18n]);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/** The translations of the page's locale: `const { t, i18n } = useTranslation()`. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation() is used outside a TranslationProvider');
  return translation;
}
