import { useCallback, useMemo, useState } from 'react';
import { data, Link, Outlet, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brandHomeUrl, brandOfPath, formatLocale, parseLocalePath, parseLocaleSegment, type Brand, type Locale } from '@storefront/core';
import type { Route } from './+types/locale-layout';
import { AppStateProvider } from '../features/app-state/app-state';
import { POPULAR_CATEGORIES, fixedCategoryLinks } from '../features/listing/category-links';
import { SearchDrawer } from '../features/search/components/search-drawer';
import { popularSearchTerms } from '../features/search/popular-search-terms';
import { searchPath } from '../features/search/search-href';
import { SearchIcon } from '../components/ui/icons';
import { storefrontContext } from '../lib/load-context';
import { samePageIn } from '../lib/locale-switch';
import { pageUrl } from '../lib/page-url';

function brandOfUrl(url: URL | string): Brand {
  return brandOfPath(parseLocalePath(typeof url === 'string' ? url : url.pathname).rest);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data(null, { status: 404 });
  const popularTerms = await popularSearchTerms(context.get(storefrontContext), locale, brandOfUrl(pageUrl(request)));
  return { locale, popularTerms };
}

/** The header's data depends only on the locale and the brand, not on filters or pages. */
export function shouldRevalidate({ currentParams, nextParams, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentParams.locale !== nextParams.locale || brandOfUrl(currentUrl) !== brandOfUrl(nextUrl);
}

function otherLanguage(locale: Locale): Locale {
  return { ...locale, language: locale.language === 'ar' ? 'en' : 'ar' };
}

/** The two brand tabs of spec section 2: the main brand at `/` and the second brand at `/miss-l`. */
const BRAND_TABS = ['lazurde', 'missl'] as const;

/** Everything under `/{lang}-{region}`: the header, the search drawer and the page. */
export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, popularTerms } = loaderData;
  const location = useLocation();
  const brand = brandOfUrl(location.pathname);
  const tag = formatLocale(locale);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const appState = useMemo(
    () => ({ brand, language: locale.language, region: locale.region, locale: tag }),
    [brand, locale.language, locale.region, tag],
  );
  const other = otherLanguage(locale);
  return (
    <AppStateProvider value={appState}>
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <header className="site-header">
        <Link className="site-header__logo" to={brandHomeUrl(brand, locale)} aria-label={t('header.home', { brand: t(`brands.${brand}.name`) })}>
          {t(`brands.${brand}.name`)}
        </Link>
        <nav className="brand-tabs" aria-label={t('header.brands')}>
          {BRAND_TABS.map((tab) => (
            <Link key={tab} className="brand-tabs__tab" to={brandHomeUrl(tab, locale)} aria-current={tab === brand ? 'true' : undefined}>
              {t(`brands.${tab}.name`)}
            </Link>
          ))}
        </nav>
        <div className="site-header__tools">
          <Link
            className="icon-button"
            to={searchPath(tag, brand)}
            aria-label={t('search.open')}
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              setSearchOpen(true);
            }}
          >
            <SearchIcon />
          </Link>
          <Link
            className="site-header__language"
            to={samePageIn(other, location.pathname, location.search)}
            lang={other.language}
            aria-label={t('language.switchToLabel')}
          >
            {t('language.switchTo')}
          </Link>
        </div>
      </header>
      <SearchDrawer
        open={searchOpen}
        onClose={closeSearch}
        popularTerms={popularTerms}
        popularCategories={fixedCategoryLinks(brand, locale, POPULAR_CATEGORIES)}
      />
      <div id="main">
        <Outlet />
      </div>
    </AppStateProvider>
  );
}
