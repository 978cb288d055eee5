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

const OTHER_LANGUAGE: Record<Language, Language> = { en: 'ar', ar: 'en' };

/**
 * The name in the page's language; until the catalogue has answered in it, the language-free SKU.
 * A piece this store does not sell is never named by it in this language: the name it was saved
 * under in the other language (marked as that language) says more than its SKU.
 */
function nameOf(entry: WishlistEntry, language: Language, maySell: boolean): { readonly text: string; readonly lang?: Language } {
  const own = entry.names[language];
  if (own !== undefined) return { text: own };
  const other = entry.names[OTHER_LANGUAGE[language]];
  return !maySell && other !== undefined ? { text: other, lang: OTHER_LANGUAGE[language] } : { text: entry.sku };
}

/**
 * Whether this region's store sells a saved piece: as its catalogue answered when the drawer opened;
 * until it has, a piece with a price here is taken as sold and one without is not linked yet.
 */
type Availability = 'sold' | 'not-sold' | 'unknown';

function availabilityOf(entry: WishlistEntry, region: Region, notSold: ReadonlySet<number> | undefined): Availability {
  if (notSold) return notSold.has(entry.productId) ? 'not-sold' : 'sold';
  return entry.prices[region] === undefined ? 'unknown' : 'sold';
}

function Item({ entry, language, region, availability }: { entry: WishlistEntry; language: Language; region: Region; availability: Availability }) {
  const { t } = useTranslation();
  const { close, toast } = useShellActions();
  const [busy, setBusy] = useState(false);
  const sold = availability === 'sold';
  const { text: name, lang } = nameOf(entry, language, availability !== 'not-sold');
  const price = entry.prices[region];
  return (
    <li className="wishlist-item" data-testid="wishlist-item" data-sku={entry.sku} data-availability={availability}>
      <ProductImage className="wishlist-item__image" src={entry.imageUrl} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} sizes={`${IMAGE_SIZE}px`} />
      <div className="wishlist-item__body">
        {sold ? (
          <Link className="wishlist-item__name" to={productHref({ language, region }, { name, sku: entry.sku })} onClick={() => close('wishlist')}>
            {name}
          </Link>
        ) : (
          <span className="wishlist-item__name" lang={lang}>
            {name}
          </span>
        )}
        {sold && price && <Price price={price.price} salePrice={price.salePrice} />}
        {availability === 'not-sold' && <p className="wishlist-item__note">{t('wishlist.notSoldHere', { region: t(`regions.${region}`) })}</p>}
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
  // The saved pieces this region's store does not sell, as its catalogue last answered.
  const [notSold, setNotSold] = useState<{ readonly region: Region; readonly ids: ReadonlySet<number> }>();
  // Each time the drawer opens: names, links and prices in this page's language and region.
  useEffect(() => {
    if (!hydrated) return;
    const controller = new AbortController();
    refreshWishlistTiles({ region, language }, controller.signal)
      .then((ids) => {
        if (!controller.signal.aborted) setNotSold({ region, ids });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to read the wish list in this language:', error);
      });
    return () => controller.abort();
  }, [hydrated, region, language]);
  if (!hydrated || entries.length === 0) return <p className="drawer__empty">{t('wishlist.empty')}</p>;
  return (
    <ul className="wishlist-items" aria-label={t('wishlist.title')}>
      {entries.map((entry) => (
        <Item
          key={entry.productId}
          entry={entry}
          language={language}
          region={region}
          availability={availabilityOf(entry, region, notSold?.region === region ? notSold.ids : undefined)}
        />
      ))}
    </ul>
  );
}
