import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { brandHomeUrl, formatLocale, type Brand, type Locale } from '@storefront/core/locale';
import { MenuIcon } from '../../../components/ui/icons';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePageInLocale, useSwitchLocale } from '../../language';
import { useHydrated } from '../../../lib/use-hydrated';
import { WhenPanelOpens, useShell, useShellActions } from '../../shell';
import type { HeaderCustomer, HeaderData } from '../header-data';
import { useStickyHeader } from '../use-sticky-header';
import { BrandTabs } from './brand-tabs';
import { HeaderIcons } from './header-icons';
import { MainNavigation } from './main-navigation';
import { PromoBarView } from './promo-bar';

// The phone's menu and brand sidebar show nothing while closed (WhenPanelOpens): their code comes once the page is idle.
const MenuDrawer = lazyComponent(() => import('./mobile-drawers').then((module) => module.MenuDrawer), { preload: 'idle' });
const BrandSidebar = lazyComponent(() => import('./mobile-drawers').then((module) => module.BrandSidebar), { preload: 'idle' });
const MENU_PANELS = ['menu'] as const;
const BRAND_PANELS = ['brands'] as const;

interface SiteHeaderProps {
  readonly brand: Brand;
  readonly locale: Locale;
  readonly header: HeaderData;
  readonly customer?: HeaderCustomer;
  readonly promoBarDismissed: boolean;
  /** Whether the shopper's region is offered the store locator: its icon and menu entry show only then. */
  readonly storeLocator: boolean;
}

function otherLanguage(locale: Locale): Locale {
  return { ...locale, language: locale.language === 'ar' ? 'en' : 'ar' };
}

/**
 * The header of spec section 2: promo bar, then a sticky bar with the logo, brand tabs, tools and
 * navigation. Below the breakpoint the tabs and navigation move into a brand sidebar and a menu.
 * The bar hides while scrolling down and while a drawer is open (spec section 4).
 */
export function SiteHeader({ brand, locale, header, customer, promoBarDismissed, storeLocator }: SiteHeaderProps) {
  const { t } = useTranslation();
  const pageIn = usePageInLocale();
  const switchLocale = useSwitchLocale();
  const scrolledShown = useStickyHeader();
  const drawerOpen = useShell((state) => state.openPanel !== null);
  const { open } = useShellActions();
  const tag = formatLocale(locale);
  const other = otherLanguage(locale);
  const hydrated = useHydrated();
  const shown = scrolledShown && !drawerOpen;
  return (
    <>
      {header.promoBar && <PromoBarView promo={header.promoBar} flashRunning={header.flashRunning} dismissed={promoBarDismissed} />}
      <header className="site-header" data-shown={shown} data-hydrated={hydrated} data-testid="site-header">
        <div className="site-header__bar">
          <div className="site-header__mobile">
            <button type="button" className="icon-button" aria-haspopup="dialog" aria-label={t('header.menu')} onClick={() => open('menu')}>
              <MenuIcon />
            </button>
            <button type="button" className="button button--quiet site-header__brand-button" aria-haspopup="dialog" onClick={() => open('brands')}>
              {t('header.brandsButton')}
            </button>
          </div>
          <Link className="site-header__logo" to={brandHomeUrl(brand, locale)} aria-label={t('header.home', { brand: t(`brands.${brand}.name`) })}>
            {t(`brands.${brand}.name`)}
          </Link>
          <BrandTabs brand={brand} locale={locale} />
          <div className="site-header__end">
            <Link
              className="site-header__language"
              to={pageIn(other)}
              lang={other.language}
              aria-label={t('language.switchToLabel')}
              onClick={(event) => {
                event.preventDefault();
                void switchLocale(other);
              }}
            >
              {t('language.switchTo')}
            </Link>
            <HeaderIcons brand={brand} tag={tag} storeLocator={storeLocator} {...(customer ? { customer } : {})} />
          </div>
        </div>
        <MainNavigation links={header.navigation} />
      </header>
      <WhenPanelOpens panels={MENU_PANELS} code={MenuDrawer}>
        <MenuDrawer links={header.navigation} brand={brand} locale={locale} storeLocator={storeLocator} />
      </WhenPanelOpens>
      <WhenPanelOpens panels={BRAND_PANELS} code={BrandSidebar}>
        <BrandSidebar brand={brand} locale={locale} />
      </WhenPanelOpens>
    </>
  );
}
