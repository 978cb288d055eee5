import { Link, isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BRAND_PROFILES, DEFAULT_LOCALE, brandHomeUrl, brandSellsIn, formatLocale, parseLocaleSegment, type Brand, type Locale } from '@storefront/core';
import { ChevronIcon } from './icons';

/** The brand cards of the 404 page: each brand's home in the shopper's locale, or in KSA where only KSA sells it. */
function brandCardHref(brand: Brand, locale: Locale): string {
  return brandHomeUrl(brand, brandSellsIn(brand, locale.region) ? locale : { ...locale, region: 'sa' });
}

/** Spec section 2: "Error 404", the apology, "Lets get back on track..." and a card per brand. */
export function NotFoundContent({ locale }: { readonly locale: Locale }) {
  const { t } = useTranslation();
  return (
    <main className="page error-page">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="error-page__lead">{t('notFound.backOnTrack')}</p>
      <ul className="brand-cards">
        {(['lazurde', 'missl', 'waves'] as const).map((brand) => (
          <li key={brand} className={`brand-card brand-card--${brand}`}>
            <Link to={brandCardHref(brand, locale)} className="brand-card__link">
              <span className="brand-card__name">{t(`brands.${brand}.name`)}</span>
              <span className="brand-card__tagline">{t(`brands.${brand}.tagline`)}</span>
              <span className="brand-card__cta">
                {t('notFound.shopAll')} <ChevronIcon direction="end" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** A brand asked for in a region that does not sell it (waves outside KSA): where it is sold, and the way back. */
export function BrandNotInRegionContent({ brand, locale }: { readonly brand: Brand; readonly locale: Locale }) {
  const { t } = useTranslation();
  const region = t(`regions.${locale.region}`);
  const brandName = t(`brands.${brand}.name`);
  const homePath = BRAND_PROFILES[brand].homePath;
  const sellingRegion = BRAND_PROFILES[brand].regions[0] ?? 'sa';
  return (
    <main className="page error-page" data-testid="brand-not-in-region">
      <h1>{t('brandNotInRegion.heading', { brand: brandName, regions: t(`regions.${sellingRegion}`) })}</h1>
      <p>{t('brandNotInRegion.text', { brand: brandName, region })}</p>
      <ul className="error-page__actions">
        <li>
          <Link className="button" to={`/en-${sellingRegion}${homePath}`}>
            {t('brandNotInRegion.shopInEnglish', { brand: brandName })}
          </Link>
        </li>
        <li>
          <Link className="button" to={`/ar-${sellingRegion}${homePath}`}>
            {t('brandNotInRegion.shopInArabic', { brand: brandName })}
          </Link>
        </li>
        <li>
          <Link className="button button--quiet" to={`/${formatLocale(locale)}`}>
            {t('brandNotInRegion.continue', { region })}
          </Link>
        </li>
      </ul>
    </main>
  );
}

/** What loaders throw for an error page: a stable code and its translation parameters. */
export interface ErrorPayload {
  readonly code: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

function payloadOf(data: unknown): ErrorPayload | undefined {
  return typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string' ? (data as ErrorPayload) : undefined;
}

/**
 * The error boundary of the pages below the locale: it renders inside the locale layout, so the
 * header stays. 404s show the brand cards; a brand outside its regions explains where it is sold;
 * anything else shows the translated message of its code.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const locale = parseLocaleSegment(useParams().locale) ?? DEFAULT_LOCALE;
  const payload = isRouteErrorResponse(error) ? payloadOf(error.data) : undefined;
  if (payload?.code === 'BRAND_NOT_IN_REGION') {
    const brand = payload.params?.brand;
    return <BrandNotInRegionContent brand={brand === 'missl' || brand === 'lazurde' ? brand : 'waves'} locale={locale} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent locale={locale} />;
  return (
    <main className="page error-page">
      <h1>{t('errors.heading')}</h1>
      <p>{payload ? t(`errors.${payload.code}`, { ...payload.params, defaultValue: t('errors.text') }) : t('errors.text')}</p>
    </main>
  );
}
