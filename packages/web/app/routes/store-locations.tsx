import { data } from 'react-router';
import { brandOfPath, parseLocalePath, parseLocaleSegment, type Region } from '@storefront/core/locale';
import type { Route } from './+types/store-locations';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { type PageRegionsHandle } from '../features/language';
import { StoreCard } from '../features/store-locator';
import storeLocatorStyles from '../features/store-locator/store-locator.css?url';
import { pageError } from '../lib/page-error';
import { i18nFor, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { storefrontContext } from '../lib/load-context';
import { listingSeo } from '../lib/page-seo';
import { pageUrl } from '../lib/page-url';
import { errorPageMeta, seoLinks, type PageSeo } from '../lib/seo';

/**
 * The store locator's texts (decision 1470); the regions offered the store locator: the language
 * strip and the footer lead elsewhere to the brand's home (decision 0620).
 */
export const handle: PageRegionsHandle & TranslationsHandle = {
  translations: ['help'],
  pageRegions: (data) => (data as { readonly stores?: { readonly offeredIn: readonly Region[] } } | undefined)?.stores?.offeredIn,
};

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('help')];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: storeLocatorStyles }];

/** The same page in the other locales names only those of regions offered the store locator. */
function offeredAlternates(seo: PageSeo, offeredIn: readonly Region[]): PageSeo {
  return {
    ...seo,
    alternates: seo.alternates.filter((link) => {
      const locale = parseLocaleSegment(link.hrefLang);
      return locale === undefined || offeredIn.includes(locale.region);
    }),
  };
}

/**
 * `/{locale}/store-locations` and `/{locale}/miss-l/store-locations`: the region's boutiques of the
 * brand; the 404 page in a region not offered the store locator (decision 0620).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const brand = brandOfPath(parseLocalePath(pageUrl(request).pathname).rest);
  const viewed = await context.get(storefrontContext).viewStoreLocations.execute(locale, brand);
  if (viewed.isErr()) throw pageError(viewed.error);
  const stores = viewed.value;
  const t = i18nFor(locale).t;
  const region = t(`regions.${locale.region}`);
  const brandName = t(`brands.${brand}.name`);
  return data(
    {
      brand,
      locale,
      stores,
      meta: {
        title: t('storeLocator.metaTitle', { brand: brandName, region }),
        description: t('storeLocator.metaDescription', { brand: brandName, region }),
      },
      seo: offeredAlternates(listingSeo(request, brand), stores.offeredIn),
    },
    // The page still renders without the list, but a crawler or cache should not keep it.
    { status: stores.failed ? 503 : 200 },
  );
}

export function meta({ loaderData, error, params }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, params.locale);
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }, ...seoLinks(loaderData.seo)];
}

export default function StoreLocations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand, locale, stores } = loaderData;
  const region = t(`regions.${locale.region}`);
  return (
    <main className="page store-locator">
      <h1>{brand === 'lazurde' ? t('storeLocator.heading') : t('storeLocator.headingBrand', { brand: t(`brands.${brand}.name`) })}</h1>
      <p className="store-locator__intro">{t('storeLocator.intro')}</p>
      {stores.failed ? (
        <p role="alert">{t('storeLocator.unavailable')}</p>
      ) : stores.count === 0 ? (
        <p>{t('storeLocator.empty', { region })}</p>
      ) : (
        <>
          <p className="store-locator__count">{t('storeLocator.count', { count: stores.count })}</p>
          {stores.cities.map(({ city, stores: inCity }, index) => (
            <section key={city} aria-labelledby={`city-${index}`}>
              <h2 id={`city-${index}`} className="store-locator__city">
                {city}
              </h2>
              <ul className="store-locator__grid">
                {inCity.map((store) => (
                  <li key={store.id}>
                    <StoreCard store={store} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </main>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
