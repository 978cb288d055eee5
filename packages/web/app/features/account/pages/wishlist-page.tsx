import { Suspense, lazy } from 'react';
import { useTranslation } from '../../../lib/i18n';

// The drawer's list, with its remove buttons and the tiles in the page's language.
const WishlistPanel = lazy(() => import('../../wishlist/lazy/wishlist-panel').then((module) => ({ default: module.WishlistPanel })));

/** My wish list: the customer's saved products, as the wish-list drawer shows them. */
export function WishlistPage() {
  const { t } = useTranslation();
  return (
    <section className="account-page account-wishlist" aria-labelledby="account-heading" data-testid="account-wishlist">
      <h1 id="account-heading" tabIndex={-1}>
        {t('account.entries.my-wishlist')}
      </h1>
      <Suspense fallback={<p role="status">{t('account.loading')}</p>}>
        <WishlistPanel />
      </Suspense>
    </section>
  );
}
