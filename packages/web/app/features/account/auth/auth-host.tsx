import { Suspense, useEffect, useState } from 'react';
import { loadBundlesOf, useTranslation } from '../../../lib/i18n';
import { lazyComponent } from '../../../lib/lazy-component';
import { askGuestsAtCheckout, useAuthModal } from './auth-store';

const AuthModal = lazyComponent(() => import('../lazy/auth-modal').then((module) => module.AuthModal));

/**
 * Mounted once by the layout: renders the auth modals from the first time one opens, and nothing
 * before (on the server too), so their code, their forms and their texts (the account namespace,
 * decision 1110) never weigh on a page's first load. The code and the texts are fetched together.
 * A guest's press of the cart's Checkout opens the guest-checkout state.
 */
export function AuthHost() {
  const { i18n } = useTranslation();
  useEffect(() => askGuestsAtCheckout(), []);
  const wanted = useAuthModal((state) => state.view !== null || state.verification !== null);
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted && AuthModal.isLoaded()) setMounted(true);
  useEffect(() => {
    if (!wanted || mounted) return;
    let current = true;
    const mount = () => {
      if (current) setMounted(true);
    };
    void Promise.all([AuthModal.preload(), loadBundlesOf(i18n, ['account'])]).then(mount, mount);
    return () => {
      current = false;
    };
  }, [wanted, mounted, i18n]);
  return mounted ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
}
