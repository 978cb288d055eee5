import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { BRANDS, brandHomeUrl, brandSellsIn, formatLocale, type Brand, type Locale } from '@storefront/core/locale';
import { ShellDrawer, useShellActions } from '../../shell';
import type { NavLink } from '../header-data';
import { storeLocationsPath } from '../header-paths';
import { MenuNavigation } from './main-navigation';

interface MenuDrawerProps {
  readonly links: readonly NavLink[];
  readonly brand: Brand;
  readonly locale: Locale;
  /** Whether the shopper's region is offered the store locator. */
  readonly storeLocator: boolean;
}

/**
 * The mobile menu (below the breakpoint): the navigation, the store locator and the language
 * choices, which a phone's header has no room for.
 */
export function MenuDrawer({ links, brand, locale, storeLocator }: MenuDrawerProps) {
  const { t } = useTranslation();
  const { open } = useShellActions();
  return (
    <ShellDrawer panel="menu" title={t('header.menu')} side="start" className="menu-drawer">
      <MenuNavigation links={links} />
      {storeLocator && (
        <Link className="button button--quiet menu-drawer__entry" to={storeLocationsPath(formatLocale(locale), brand)}>
          {t('header.storeLocator')}
        </Link>
      )}
      <button type="button" className="button button--quiet menu-drawer__entry" onClick={() => open('language')}>
        {t('header.language')}
      </button>
    </ShellDrawer>
  );
}

/** The brand sidebar (below the breakpoint): every brand sold in the shopper's region. */
export function BrandSidebar({ brand, locale }: { readonly brand: Brand; readonly locale: Locale }) {
  const { t } = useTranslation();
  return (
    <ShellDrawer panel="brands" title={t('header.brands')} side="start" className="brand-sidebar">
      <ul className="brand-sidebar__list">
        {BRANDS.filter((candidate) => brandSellsIn(candidate, locale.region)).map((candidate) => (
          <li key={candidate}>
            <Link className="brand-sidebar__brand" to={brandHomeUrl(candidate, locale)} aria-current={candidate === brand ? 'page' : undefined}>
              <span className="brand-sidebar__name">{t(`brands.${candidate}.name`)}</span>
              <span className="brand-sidebar__tagline">{t(`brands.${candidate}.tagline`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ShellDrawer>
  );
}
