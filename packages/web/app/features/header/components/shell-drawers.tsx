import { lazy, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { type Brand, type Locale, formatLocale } from '@storefront/core/locale';
import { MiniCart } from '../../cart';
import { SHELL, ShellDrawer, useShell, useShellActions } from '../../shell';
import { ACCOUNT_MENU, openAuth, SignOutButton } from '../../account';
import type { HeaderCustomer } from '../header-data';

// What only an open drawer shows loads when it first opens, not with the page.
const WishlistPanel = lazy(() => import('../../wishlist/lazy/wishlist-panel').then((module) => ({ default: module.WishlistPanel })));
const LocaleChoices = lazy(() => import('../../language/lazy/locale-choices').then((module) => ({ default: module.LocaleChoices })));
const DEFERRED = { fallback: null };

function AccountDrawer({ tag, customer }: { readonly tag: string; readonly customer?: HeaderCustomer }) {
  const { t } = useTranslation();
  const { close } = useShellActions();
  return (
    <ShellDrawer panel="account" title={customer ? t('header.greeting', { name: customer.firstName }) : t('account.title')} deferred={DEFERRED}>
      {customer ? (
        <nav aria-label={t('account.menu')}>
          <ul className="account-menu">
            {ACCOUNT_MENU.map((entry) => (
              <li key={entry.value}>
                <Link className="account-menu__link" to={`/${tag}${entry.path}`}>
                  {t(`account.entries.${entry.value}`)}
                </Link>
              </li>
            ))}
            <li>
              {/* Sign Out has no link (spec section 2): the server ends the session, the cart becomes a guest's. */}
              <SignOutButton />
            </li>
          </ul>
        </nav>
      ) : (
        <div className="account-guest">
          <p>{t('account.guestText')}</p>
          {/* The sign-in state of the auth modal, over the page; without JavaScript, the account page's. */}
          <Link
            className="button"
            to={`/${tag}/account`}
            data-testid="drawer-sign-in"
            onClick={(event) => {
              event.preventDefault();
              close();
              openAuth('sign-in');
            }}
          >
            {t('account.signIn')}
          </Link>
          <Link className="button button--quiet" to={`/${tag}/sign-up`}>
            {t('account.signUp')}
          </Link>
        </div>
      )}
    </ShellDrawer>
  );
}

/** The mini-cart (its body and the cart code load when it first opens); opened by a cart event it closes itself after 6 s unless the shopper takes it over. */
function MiniCartDrawer() {
  const { t } = useTranslation();
  const byCartEvent = useShell((state) => state.openPanel === 'mini-cart' && state.openedBy === 'cart-event');
  const { close, open } = useShellActions();
  useEffect(() => {
    if (!byCartEvent) return;
    const timer = window.setTimeout(() => close('mini-cart'), SHELL.miniCartAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [byCartEvent, close]);
  return (
    <ShellDrawer panel="mini-cart" title={t('miniCart.title')} deferred={DEFERRED}>
      {/* A shopper who reaches into the bag keeps it open. */}
      <div onPointerDown={() => byCartEvent && open('mini-cart')} onKeyDown={() => byCartEvent && open('mini-cart')}>
        <MiniCart />
      </div>
    </ShellDrawer>
  );
}

interface ShellDrawersProps {
  readonly brand: Brand;
  readonly locale: Locale;
  readonly customer?: HeaderCustomer;
}

/** The right-side drawers of spec section 2 except search (the search feature renders its own): one open at a time. */
export function ShellDrawers({ brand, locale, customer }: ShellDrawersProps) {
  const { t } = useTranslation();
  return (
    <>
      <AccountDrawer tag={formatLocale(locale)} {...(customer ? { customer } : {})} />
      <ShellDrawer panel="wishlist" title={t('wishlist.title')} deferred={DEFERRED}>
        <WishlistPanel />
      </ShellDrawer>
      <ShellDrawer panel="language" title={t('language.title')} deferred={DEFERRED}>
        <LocaleChoices brand={brand} current={locale} />
      </ShellDrawer>
      <MiniCartDrawer />
    </>
  );
}
