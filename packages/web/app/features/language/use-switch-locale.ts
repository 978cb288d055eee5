import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '@storefront/core/locale';
import { localeOfPath } from '../../lib/locale';
import { loadedQueryClient } from '../../lib/server-state';
import { useShellActions } from '../shell';
import { localeCookie, staleSessionKeys } from './locale-change';
import { usePageInLocale } from './use-page-in-locale';

/** Every query key of the storefront starts `[kind, region, language, …]`. */
function isOfLocale(key: readonly unknown[], locale: Locale): boolean {
  return key[1] === locale.region && key[2] === locale.language;
}

function forget(keys: readonly string[]): void {
  for (const key of keys) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Storage may be switched off; there is then nothing cached to forget.
    }
  }
}

/**
 * Tells the store the shopper moved to another region's store (`lazy/region-change.ts`, decision
 * 1019); its code is fetched only then. Never in the way of the move: a failure is only logged.
 */
function announceRegionChange(from: Locale, to: Locale): void {
  if (from.region === to.region) return;
  import('./lazy/region-change')
    .then((module) => module.announceRegionChange(from, to))
    .catch((error: unknown) => console.warn('Failed to clear cart attribute:', error));
}

/**
 * Moves the shopper to another locale (spec section 4): remembers it in the `user_locale`
 * cookie for a year, opens the same page in the new locale (`LocaleChangeNotice` confirms it
 * there), and forgets data cached for the old locale: the cached cart first, the queries once the
 * new page is in.
 */
export function useSwitchLocale(): (target: Locale) => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pageIn = usePageInLocale();
  const { close } = useShellActions();
  return useCallback(
    async (target: Locale) => {
      const current = localeOfPath(pathname);
      document.cookie = localeCookie(target, { secure: window.location.protocol === 'https:' });
      if (current) {
        forget(staleSessionKeys(current, target));
        announceRegionChange(current, target);
      }
      close();
      await navigate(pageIn(target));
      // The old locale's server state goes once its page has: cleared before, the page being left
      // would render once more without its data and ask the server again in the old language.
      loadedQueryClient()?.removeQueries({ predicate: (query) => !isOfLocale(query.queryKey, target) });
    },
    [navigate, pathname, pageIn, close],
  );
}
