import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { Language, Region } from '@storefront/core/locale';
import { Price } from '../../../components/product/price';
import { ProductImage } from '../../../components/product/product-image';
import { productHref } from '../../../lib/seo';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAppState } from '../../app-state';
import { cartErrorMessage } from '../../../lib/store-api/store-api-error';
import { useShellActions } from '../../shell';
import { useWishlist } from '../controls/use-wishlist';
import { refreshWishlistTiles, removeFromWishlist } from '../wishlist-actions';
import type { WishlistEntry } from '../wishlist-store';

const IMAGE_SIZE = 72;

/** The name in the page's language; until the catalogue has answered in it, the language-free SKU. */
function nameOf(entry: WishlistEntry, language: Language): string {
  return entry.names[language] ?? entry.sku;
}

function Item({ entry, language, region }: { entry: WishlistEntry; language: Language; region: Region }) {
  const { t } = useTranslation();
  const { close, toast } = useShellActions();
  const [busy, setBusy] = useState(false);
  const name = nameOf(entry, language);
  const price = entry.prices[region];
  return (
    <li className="wishlist-item" data-testid="wishlist-item" data-sku={entry.sku}>
      <ProductImage className="wishlist-item__image" src={entry.imageUrl} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} sizes={`${IMAGE_SIZE}px`} />
      <div className="wishlist-item__body">
        <Link className="wishlist-item__name" to={productHref({ language, region }, { name, sku: entry.sku })} onClick={() => close('wishlist')}>
          {name}
        </Link>
        {price && <Price price={price.price} salePrice={price.salePrice} />}
      </div>
      <button
        type="button"
        className="button button--quiet"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await removeFromWishlist(entry.productId, { region, language });
          } catch (error) {
            toast(cartErrorMessage(t, error), 'error');
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('wishlist.remove')}
        <span className="visually-hidden">{` ${name}`}</span>
      </button>
    </li>
  );
}

/** The wishlist drawer's body: the saved products, in the page's language and region, with a remove button each. */
export function WishlistPanel() {
  const { t } = useTranslation();
  const language = useAppState((state) => state.language);
  const region = useAppState((state) => state.region);
  const entries = useWishlist();
  const hydrated = useHydrated();
  // Each time the drawer opens: names, links and prices in this page's language and region.
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    refreshWishlistTiles({ region, language }, controller.signal).catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('Failed to read the wish list in this language:', error);
    });
    return () => controller.abort();
  }, [hydrated, region, language]);
  if (!hydrated || entries.length === 0) return <p className="drawer__empty">{t('wishlist.empty')}</p>;
  return (
    <ul className="wishlist-items" aria-label={t('wishlist.title')}>
      {entries.map((entry) => (
        <Item key={entry.productId} entry={entry} language={language} region={region} />
      ))}
    </ul>
  );
}
