import { useCallback, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { parseLocaleSegment, type Locale } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import { useAppState } from '../../app-state';
import { useShellActions } from '../../shell';
import { authModalStore, closeAuth } from '../auth/auth-store';
import type { SessionScope } from './session-flows';

/** The page's locale and brand: the region's store is the one signed in to. */
export function useSessionScope(): SessionScope {
  const tag = useAppState((state) => state.locale);
  const brand = useAppState((state) => state.brand);
  return useMemo(() => ({ locale: parseLocaleSegment(tag) as Locale, brand }), [tag, brand]);
}

async function flows() {
  return import('./session-flows');
}

/**
 * Signs in (spec section 4): once the customer, wish list and cart are loaded, every auth modal
 * closes, the page's data is read again (the header's greeting), and a pending checkout goes on to
 * the cart's checkout address. A refusal rejects with the API's code for the form to show.
 */
export function useSignIn() {
  const scope = useSessionScope();
  const { t } = useTranslation();
  const { toast } = useShellActions();
  const revalidator = useRevalidator();
  return useCallback(
    async (email: string, password: string) => {
      const pendingCheckout = authModalStore.getState().checkoutUrl !== null;
      const { signedIn, checkoutUrl } = await (await flows()).signIn(scope, email, password);
      closeAuth();
      if (pendingCheckout && checkoutUrl !== undefined) {
        window.location.assign(checkoutUrl);
        return;
      }
      toast(t('auth.signedIn', { name: signedIn.customer.firstName }), 'success');
      await revalidator.revalidate();
    },
    [scope, t, toast, revalidator],
  );
}

/** Signs out (spec section 4), here or on every device: the session ends, the cart goes back to a guest cart, the page is read again. */
export function useSignOut() {
  const scope = useSessionScope();
  const { t } = useTranslation();
  const { toast, close } = useShellActions();
  const revalidator = useRevalidator();
  return useCallback(
    async (everywhere = false) => {
      await (await flows()).signOut(scope, everywhere);
      close();
      toast(t('account.signedOut'), 'info');
      await revalidator.revalidate();
    },
    [scope, t, toast, close, revalidator],
  );
}
