import { useEffect, useMemo } from 'react';
import { data, Outlet, redirect, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isProductPath, PRODUCT_SKU_PARAM } from '../lib/seo';
import { useTranslation } from '../lib/i18n';
import { brandOfPath, formatLocale, localeRedirect, parseLocalePath, parseLocaleSegment, type Brand } from '@storefront/core/locale';
import { assertNever } from '@storefront/core/shared';
import type { Route } from './+types/locale-layout';
import { AuthHost, SessionSync, type SessionCustomer } from '../features/account';
import { AppStateProvider } from '../features/app-state';
import { CartShellBridge } from '../features/cart';
import { SiteFooter } from '../features/footer';
import { SiteHeader, headerData, type HeaderCustomer } from '../features/header';
import { LanguageStrip, LocaleChangeNotice } from '../features/language';
import { POPULAR_CATEGORIES, fixedCategoryLinks } from '../features/listing';
import { WhenPanelOpens, requestCookie, sessionOf, ShellProvider, useShellActions, SHELL_STORAGE } from '../features/shell';
import { ToastRegion } from '../features/toasts';
import { lazyComponent } from '../lib/lazy-component';
import { storefrontContext } from '../lib/load-context';
import { localeFromRequest } from '../lib/locale';
import { pageUrl } from '../lib/page-url';
import { productPageBrand } from '../lib/product-page.server';
import { signedInCustomer } from '../lib/signed-in.server';

// Closed, the drawers show nothing (WhenPanelOpens): their code comes once the page is idle.
const SearchDrawer = lazyComponent(() => import('../features/search/lazy/search-drawer').then((module) => module.SearchDrawer), { preload: 'idle' });
const ShellDrawers = lazyComponent(() => import('../features/header/lazy/shell-drawers').then((module) => module.ShellDrawers), { preload: 'idle' });
const SEARCH_PANELS = ['search'] as const;
const SHELL_PANELS = ['account', 'wishlist', 'language', 'mini-cart'] as const;

function brandOfUrl(url: URL | string): Brand {
  return brandOfPath(parseLocalePath(typeof url === 'string' ? url : url.pathname).rest);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  // An address of the route table without its locale (`/cart`, plain `/ar`), or a locale's `/lazurde`,
  // leads to its page in the shopper's locale, with its query.
  const target = localeRedirect(url.pathname, localeFromRequest(request).locale);
  if (target !== undefined) throw redirect(`${target}${url.search}`, 302);
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data(null, { status: 404 });
  // A product page is its product's brand's (a Miss L piece in Miss L's header); any other page, its address's.
  const brand = (await productPageBrand(request, context, locale)) ?? brandOfUrl(url);
  // Never fails: a page renders without the parts the content or search service cannot give.
  const layout = await context.get(storefrontContext).viewLayout.execute(locale, brand).match((view) => view, assertNever);
  const now = new Date();
  // The signed-in customer of this region (the greeting, the account drawer), absent for a guest.
  const signedIn = await signedInCustomer(sessionOf(request), context, locale);
  const customer: HeaderCustomer | undefined = signedIn ? { firstName: signedIn.firstName } : undefined;
  // What the browser caches of the customer (spec section 3), kept in step with the session.
  const session: SessionCustomer | null = signedIn ? { id: signedIn.id, firstName: signedIn.firstName, email: signedIn.email } : null;
  return {
    locale,
    brand,
    popularTerms: layout.popularTerms,
    // Shown by the search drawer when the content service has no popular terms.
    popularCategories: fixedCategoryLinks(brand, locale, POPULAR_CATEGORIES),
    // Without header content the page still renders, with no navigation or promo bar.
    header: headerData(layout.header ?? undefined, locale, now),
    customer,
    session,
    storeLocator: layout.storeLocator,
    // The two dismissals, as the server can see them, so the first render already matches the browser.
    languageStripDismissed: requestCookie(request, SHELL_STORAGE.languageStripCookie) === '1',
    promoBarDismissed: requestCookie(request, SHELL_STORAGE.promoBarCookie) === '1',
    // The copyright year comes from the server's clock so server and browser render the same.
    footer: { content: layout.footer, year: now.getUTCFullYear() },
    notFound: layout.notFound,
  };
}

/** The product a product page's address names (its brand is the page's); none for any other page. */
function productOfUrl(url: URL): string | null {
  return isProductPath(url.pathname) ? url.searchParams.get(PRODUCT_SKU_PARAM) : null;
}

/**
 * The header's data depends only on the locale, the brand and who is signed in, not on filters or
 * pages: it is read again for another locale or brand (a product page's is its product's, so for
 * another product too), and when the page asks (a sign-in or a sign-out revalidates without navigating).
 */
export function shouldRevalidate({ currentParams, nextParams, currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined && currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentParams.locale !== nextParams.locale || brandOfUrl(currentUrl) !== brandOfUrl(nextUrl) || productOfUrl(currentUrl) !== productOfUrl(nextUrl);
}

/** A new page closes whatever drawer was open on the last one. */
function ClosePanelsOnNavigation() {
  const { pathname } = useLocation();
  const { close } = useShellActions();
  useEffect(() => close(), [pathname, close]);
  return null;
}

/** Everything under `/{lang}-{region}`: the language strip, the header, the drawers, toasts and the page. */
export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, brand, popularTerms, popularCategories, header, customer, languageStripDismissed, promoBarDismissed, storeLocator } = loaderData;
  const tag = formatLocale(locale);
  const appState = useMemo(
    () => ({ brand, language: locale.language, region: locale.region, locale: tag }),
    [brand, locale.language, locale.region, tag],
  );
  return (
    <AppStateProvider value={appState}>
      <ShellProvider>
        <a className="skip-link" href="#main">
          {t('header.skipToContent')}
        </a>
        <LanguageStrip brand={brand} locale={locale} dismissed={languageStripDismissed} />
        <SiteHeader
          brand={brand}
          locale={locale}
          header={header}
          promoBarDismissed={promoBarDismissed}
          storeLocator={storeLocator}
          {...(customer ? { customer } : {})}
        />
        <ClosePanelsOnNavigation />
        <WhenPanelOpens panels={SEARCH_PANELS} code={SearchDrawer}>
          <SearchDrawer popularTerms={popularTerms} popularCategories={popularCategories} />
        </WhenPanelOpens>
        <WhenPanelOpens panels={SHELL_PANELS} code={ShellDrawers}>
          <ShellDrawers brand={brand} locale={locale} {...(customer ? { customer } : {})} />
        </WhenPanelOpens>
        <AuthHost />
        <SessionSync customer={loaderData.session} />
        <ToastRegion />
        <LocaleChangeNotice locale={locale} />
        <CartShellBridge />
        <div id="main">
          <Outlet />
        </div>
        <SiteFooter footer={loaderData.footer} brand={brand} locale={locale} signedIn={customer !== undefined} />
      </ShellProvider>
    </AppStateProvider>
  );
}
