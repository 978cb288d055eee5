import { useMemo } from 'react';
import { data, Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLocale, parseLocaleSegment, type Locale } from '@storefront/core';
import type { Route } from './+types/locale-layout';
import { AppStateProvider } from '../features/app-state/app-state';

export function loader({ params }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data(null, { status: 404 });
  return { locale };
}

function otherLanguage(locale: Locale): string {
  return formatLocale({ ...locale, language: locale.language === 'ar' ? 'en' : 'ar' });
}

/** Everything under `/{lang}-{region}`: the header and the page. */
export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = loaderData;
  const tag = formatLocale(locale);
  const appState = useMemo(
    () => ({ brand: 'lazurde' as const, language: locale.language, region: locale.region, locale: tag }),
    [locale.language, locale.region, tag],
  );
  return (
    <AppStateProvider value={appState}>
      <header className="site-header">
        <Link className="site-header__logo" to={`/${tag}`}>
          L&rsquo;AZURDE
        </Link>
        <Link to={`/${otherLanguage(locale)}`} lang={locale.language === 'ar' ? 'en' : 'ar'} aria-label={t('language.switchToLabel')}>
          {t('language.switchTo')}
        </Link>
      </header>
      <Outlet />
    </AppStateProvider>
  );
}
