import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useAppState } from '../../app-state';
import { cartErrorMessage } from '../../../lib/store-api/store-api-error';
import { emitShellSignal } from '../../shell';
import { useHydrated } from '../../../lib/use-hydrated';
import { useIsWished } from './use-wishlist';
import { toggleWishlist, type WishlistProduct } from '../wishlist-actions';
import { HeartIcon } from './heart-icon';

/** The heart on a tile or a product page: a toggle button whose pressed state says whether the product is saved. */
export function WishlistToggle({ product, className }: { product: WishlistProduct; className?: string }) {
  const { t } = useTranslation();
  const region = useAppState((state) => state.region);
  const language = useAppState((state) => state.language);
  const hydrated = useHydrated();
  const wished = useIsWished(product.productId);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`wishlist-toggle ${className ?? ''}`}
      data-testid="wishlist-toggle"
      aria-pressed={wished}
      aria-label={t('wishlist.toggle', { name: product.name })}
      disabled={!hydrated || busy}
      onClick={async () => {
        setBusy(true);
        try {
          const saved = await toggleWishlist(product, { region, language });
          emitShellSignal({ kind: 'toast', message: t(saved ? 'wishlist.added' : 'wishlist.removed', { name: product.name }), tone: 'success' });
        } catch (error) {
          emitShellSignal({ kind: 'toast', message: cartErrorMessage(t, error), tone: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      <HeartIcon filled={wished} />
    </button>
  );
}
