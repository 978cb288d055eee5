import { Link, isRouteErrorResponse, useParams, useRouteError, useRouteLoaderData } from 'react-router';
import type { NotFoundPageContent } from '@storefront/core/content';
import {
  BRAND_PROFILES,
  DEFAULT_LOCALE,
  brandOfPath,
  brandSellsIn,
  formatLocale,
  parseLocaleSegment,
  type Brand,
  type Locale,
} from '@storefront/core/locale';
import { contentHref } from '../../lib/content-href';
import { brandNotInRegionHeading, brandNotSoldHere, errorPayloadOf, sellingRegionOf } from '../../lib/error-payload';
import { ChevronIcon } from './icons';
import { type TFunction, useTranslation } from '../../lib/i18n';

/** The cards shown when the content service cannot answer: the same four brands, named by the translations. */
const FALLBACK_CARDS: readonly { readonly code: string; readonly brand: Brand | 'style'; readonly path: string; readonly logo: string }[] = [
  { code: 'main', brand: 'lazurde', path: '/', logo: 'lazurde' },
  { code: 'young-fashion', brand: 'missl', path: '/miss-l', logo: 'missl' },
  { code: 'waves', brand: 'waves', path: '/waves', logo: 'waves' },
  { code: 'style', brand: 'style', path: '/fashion-jewelry', logo: 'kenaz' },
];

function fallbackPage(t: TFunction): NotFoundPageContent {
  return {
    heading: t('notFound.heading'),
    text: t('notFound.text'),
    subtext: t('notFound.backOnTrack'),
    cards: FALLBACK_CARDS.map((card) => ({
      code: card.code,
      name: card.brand === 'style' ? t('notFound.styleBrand') : t(`brands.${card.brand}.name`),
      imageUrl: `/images/brands/${card.code}-card.svg`,
      logoUrl: `/images/brands/${card.logo}-logo.svg`,
      ctaText: t('notFound.shopAll'),
      ctaLink: card.path,
    })),
  };
}

/**
 * Where a card leads in the shopper's locale (`/{locale}/{brand}`); a brand's home in a region
 * that does not sell the brand opens in KSA, in the same language.
 */
export function brandCardHref(ctaLink: string, locale: Locale): string {
  const brand = brandOfPath(ctaLink);
  const target = brandSellsIn(brand, locale.region) ? locale : { ...locale, region: 'sa' as const };
  return contentHref(formatLocale(target), ctaLink) ?? `/${formatLocale(locale)}`;
}

/**
 * Spec section 2: "Error 404", the apology, "Let's get back on track..." and a card per brand
 * (main, young-fashion, waves, style), each with picture, logo and a call to action. The words
 * and cards come from the content service; without it, from the translations.
 */
export function NotFoundContent({ locale, page }: { readonly locale: Locale; readonly page?: NotFoundPageContent | null | undefined }) {
  const { t } = useTranslation();
  const shown = page ?? fallbackPage(t);
  return (
    <main className="page error-page" data-testid="not-found">
      <h1>{shown.heading}</h1>
      <p>{shown.text}</p>
      <p className="error-page__lead">{shown.subtext}</p>
      <ul className="brand-cards">
        {shown.cards.map((card) => (
          <li key={card.code} className={`brand-card brand-card--${card.code}`}>
            <Link to={brandCardHref(card.ctaLink, locale)} className="brand-card__link">
              <img className="brand-card__image" src={card.imageUrl} alt="" width="640" height="400" loading="lazy" />
              <img className="brand-card__logo" src={card.logoUrl} alt="" height="48" />
              <span className="brand-card__name">{card.name}</span>
              <span className="brand-card__cta">
                {card.ctaText} <ChevronIcon direction="end" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** The 500 page: a loader could not get what the page needs. The shopper may try again. */
export function ServerErrorContent({ locale, message }: { readonly locale: Locale; readonly message?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <main className="page error-page" data-testid="server-error">
      <img className="error-page__image" src="/images/errors/500.svg" alt="" width="320" height="200" />
      <h1>{t('serverError.heading')}</h1>
      <p>{message ?? t('serverError.text')}</p>
      <ul className="error-page__actions">
        <li>
          <button className="button" type="button" onClick={() => window.location.reload()}>
            {t('serverError.retry')}
          </button>
        </li>
        <li>
          <a className="button button--quiet" href={`/${formatLocale(locale)}`}>
            {t('serverError.home')}
          </a>
        </li>
      </ul>
    </main>
  );
}

/** What the root boundary shows: 404 the brand cards, a failed loader (5xx) the 500 page, anything else the generic screen. */
export function RootErrorContent({ error, locale }: { readonly error: unknown; readonly locale: Locale }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundContent locale={locale} />;
    if (error.status >= 500) return <ServerErrorContent locale={locale} />;
  }
  return <GenericErrorContent locale={locale} />;
}

/** The generic error screen of spec section 8: shown when rendering itself fails. */
export function GenericErrorContent({ locale }: { readonly locale: Locale }) {
  const { t } = useTranslation();
  return (
    <main className="page error-page" data-testid="generic-error">
      <h1>{t('errors.heading')}</h1>
      <p>{t('errors.text')}</p>
      <p>
        <a className="button" href={`/${formatLocale(locale)}`}>
          {t('serverError.home')}
        </a>
      </p>
    </main>
  );
}

/** A brand asked for in a region that does not sell it (waves outside KSA): where it is sold, and the way back. */
export function BrandNotInRegionContent({ brand, locale }: { readonly brand: Brand; readonly locale: Locale }) {
  const { t } = useTranslation();
  const region = t(`regions.${locale.region}`);
  const brandName = t(`brands.${brand}.name`);
  const homePath = BRAND_PROFILES[brand].homePath;
  const sellingRegion = sellingRegionOf(brand);
  return (
    <main className="page error-page" data-testid="brand-not-in-region">
      <h1>{brandNotInRegionHeading(t, brand)}</h1>
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

/**
 * The error boundary of the pages below the locale: it renders inside the locale layout, so the
 * header stays. 404s show the brand cards; a brand outside its regions explains where it is sold;
 * anything else shows the translated message of its code.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const locale = parseLocaleSegment(useParams().locale) ?? DEFAULT_LOCALE;
  const shell = useRouteLoaderData<{ readonly notFound?: NotFoundPageContent | null }>('routes/locale-layout');
  const payload = errorPayloadOf(error);
  if (payload?.code === 'BRAND_NOT_IN_REGION') return <BrandNotInRegionContent brand={brandNotSoldHere(payload)} locale={locale} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent locale={locale} page={shell?.notFound} />;
  if (isRouteErrorResponse(error) && error.status >= 500) {
    return <ServerErrorContent locale={locale} message={payload ? t(`errors.${payload.code}`, { ...payload.params, defaultValue: t('serverError.text') }) : undefined} />;
  }
  if (!isRouteErrorResponse(error)) return <GenericErrorContent locale={locale} />;
  return (
    <main className="page error-page">
      <h1>{t('errors.heading')}</h1>
      <p>{payload ? t(`errors.${payload.code}`, { ...payload.params, defaultValue: t('errors.text') }) : t('errors.text')}</p>
    </main>
  );
}
