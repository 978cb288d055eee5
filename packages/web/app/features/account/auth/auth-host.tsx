import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useAuthModal } from './auth-store';

const AuthModal = lazyComponent(() => import('../lazy/auth-modal').then((module) => module.AuthModal));

/**
 * Mounted once by the layout: renders the auth modals from the first time one opens, and nothing
 * before (on the server too), so their code and texts' forms never weigh on a page's first load.
 */
export function AuthHost() {
  const wanted = useAuthModal((state) => state.view !== null || state.verification !== null);
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted && AuthModal.isLoaded()) setMounted(true);
  useEffect(() => {
    if (!wanted || mounted) return;
    let current = true;
    const mount = () => {
      if (current) setMounted(true);
    };
    void AuthModal.preload().then(mount, mount);
    return () => {
      current = false;
    };
  }, [wanted, mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
}
