import { useEffect, useRef } from 'react';
import { Link, useNavigation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { Brand } from '@storefront/core/locale';
import { BagIcon, GlobeIcon, HeartIcon, PinIcon, SearchIcon, SpinnerIcon, UserIcon } from '../../../components/ui/icons';
import { searchPath } from '../../search';
import { useShell, useShellActions, SHELL } from '../../shell';
import type { HeaderCustomer } from '../header-data';
import { cartPath } from '../../cart';
import { storeLocationsPath } from '../header-paths';

interface HeaderIconsProps {
  readonly brand: Brand;
  readonly tag: string;
  readonly customer?: HeaderCustomer;
  /** Whether the shopper's region is offered the store locator (the core's `StoreLocatorPolicy`). */
  readonly storeLocator: boolean;
}

function Badge({ count }: { readonly count: number }) {
  if (count <= 0) return null;
  return (
    <span className="header-icon__badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The cart icon: a link to the cart page with a spinner until it arrives; resting the mouse on it opens the mini-cart. */
function CartIcon({ tag, brand }: { readonly tag: string; readonly brand: Brand }) {
  const { t } = useTranslation();
  const count = useShell((state) => state.cartCount);
  const { open } = useShellActions();
  const navigation = useNavigation();
  const hover = useRef<number | undefined>(undefined);
  const href = cartPath(tag, brand);
  const loading = navigation.state === 'loading' && navigation.location.pathname === href;

  useEffect(() => () => window.clearTimeout(hover.current), []);
  return (
    <Link
      className="icon-button header-icon"
      to={href}
      aria-label={t('header.cart', { count })}
      aria-busy={loading || undefined}
      data-testid="cart-icon"
      data-count={count}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(hover.current);
        hover.current = window.setTimeout(() => open('mini-cart'), SHELL.miniCartHoverMs);
      }}
      onPointerLeave={() => window.clearTimeout(hover.current)}
      onClick={() => window.clearTimeout(hover.current)}
    >
      {loading ? <SpinnerIcon /> : <BagIcon />}
      <Badge count={count} />
    </Link>
  );
}

/** The header's tools (spec section 2): search, store locator, language, account, wish list and cart. */
export function HeaderIcons({ brand, tag, customer, storeLocator }: HeaderIconsProps) {
  const { t } = useTranslation();
  const wishlistCount = useShell((state) => state.wishlistCount);
  const { open } = useShellActions();
  return (
    <div className="site-header__tools">
      <Link
        className="icon-button header-icon"
        to={searchPath(tag, brand)}
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          open('search');
        }}
      >
        <SearchIcon />
      </Link>
      {storeLocator && (
        <Link className="icon-button header-icon header-icon--roomy" to={storeLocationsPath(tag, brand)} aria-label={t('header.storeLocator')}>
          <PinIcon />
        </Link>
      )}
      <button type="button" className="icon-button header-icon header-icon--roomy" aria-haspopup="dialog" aria-label={t('header.language')} onClick={() => open('language')}>
        <GlobeIcon />
      </button>
      <button type="button" className="icon-button header-icon header-icon--account" aria-haspopup="dialog" aria-label={t('header.account')} onClick={() => open('account')}>
        <UserIcon />
        {customer && (
          <span className="header-icon__greeting" aria-hidden="true">
            {t('header.greeting', { name: customer.firstName })}
          </span>
        )}
      </button>
      <button
        type="button"
        className="icon-button header-icon"
        aria-haspopup="dialog"
        aria-label={t('header.wishlist', { count: wishlistCount })}
        onClick={() => open('wishlist')}
      >
        <HeartIcon />
        <Badge count={wishlistCount} />
      </button>
      <CartIcon tag={tag} brand={brand} />
    </div>
  );
}
