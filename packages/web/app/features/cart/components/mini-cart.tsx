import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated';

// The cart code loads when the drawer first shows, never with the page.
const MiniCartBody = lazy(() => import('./mini-cart-body'));

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="drawer__empty" role="status">
      {t('cart.loading')}
    </p>
  );
}

/** The mini-cart drawer's body: the cart's lines, total and a link to the cart page. */
export function MiniCart() {
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <MiniCartBody />
    </Suspense>
  );
}
