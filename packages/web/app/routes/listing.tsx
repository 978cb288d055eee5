import { data } from 'react-router';
import { parseLocaleSegment, type Locale } from '@storefront/core/locale';
import type { ListingQuery } from '@storefront/core/search';
import type { Route } from './+types/listing';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { POPULAR_CATEGORIES, fixedCategoryLinks, ListingView, type ListingAddress, listingHandle, listingOutcome, priceBandLabel } from '../features/listing';
import { pageError } from '../lib/page-error';
import { i18nFor, tOf, useTranslation, type TFunction } from '../lib/i18n';
import { storefrontContext } from '../lib/load-context';
import { listingSeo } from '../lib/page-seo';
import { errorPageMeta, seoLinks } from '../lib/seo';
import { pageUrl } from '../lib/page-url';
import { RESULTS_HEADING_ID } from '../lib/scroll-rule';

/**
 * The listing's heading: its category's name, or "All jewellery"; a price band's path
 * (`/en-sa/rings/under-500`) names its band too ("Rings · Under SAR 500").
 */
function listingHeading(t: TFunction, query: ListingQuery, priceRangePath: boolean, locale: Locale): string {
  const category = query.categories.at(-1);
  const heading = t(category === undefined ? 'listing.allJewellery' : `categories.${category}`);
  if (!priceRangePath || query.priceRange === undefined) return heading;
  return t('listing.inPriceBand', { heading, band: priceBandLabel(t, query.priceRange, locale.language, locale.region) });
}

/** The language switch writes this listing's filters in the other language (listing-handle.ts). */
export const handle = listingHandle;

/**
 * A category listing: `/en-sa/rings`, `/ar-sa/خواتم`, `/en-sa/miss-l/rings/under-500`, with
 * filters, sort and page in the query. A path naming no category is the 404 page; unreadable
 * parameters are dropped by the core and the page renders without them.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const url = pageUrl(request);
  const pathname = url.pathname.replace(/\/+$/, '');
  const viewed = await context.get(storefrontContext).viewListingPage.execute({ pathname, search: url.search });
  if (viewed.isErr()) throw pageError(viewed.error);
  const page = viewed.value;
  const outcome = listingOutcome(page, locale.language);
  const address: ListingAddress = {
    pathname,
    pricePath: page.isPriceRangePath ? pathname.slice(0, pathname.lastIndexOf('/')) : pathname,
    fixed: [],
    params: page.params,
    language: locale.language,
  };
  const t = tOf(i18nFor(locale));
  const heading = listingHeading(t, page.query, page.isPriceRangePath, locale);
  return data(
    {
      heading,
      address,
      query: page.query,
      outcome,
      popularCategories: fixedCategoryLinks(page.brand, locale, POPULAR_CATEGORIES),
      meta: {
        title: t('meta.listingTitle', { heading, brand: t(`brands.${page.brand}.name`), region: t(`regions.${locale.region}`) }),
        // Addresses the core had to tidy are not worth indexing; their clean twins are.
        index: page.issues.length === 0,
      },
      seo: listingSeo(request, page.brand, outcome.kind === 'results' ? outcome.results.facets : undefined),
    },
    { status: outcome.kind === 'failed' ? 503 : 200 },
  );
}

export function meta({ data: loaderData, error, params }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, params.locale);
  return [
    { title: loaderData.meta.title },
    ...(loaderData.meta.index ? [] : [{ name: 'robots', content: 'noindex' }]),
    ...seoLinks(loaderData.seo),
  ];
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, address, query, outcome, popularCategories } = loaderData;
  return (
    <main className="page listing-page">
      <h1 className="listing-page__title" id={RESULTS_HEADING_ID} tabIndex={-1}>{heading}</h1>
      {outcome.kind === 'failed' && <p className="visually-hidden">{t('errors.heading')}</p>}
      <ListingView address={address} query={query} outcome={outcome} popularCategories={popularCategories} />
    </main>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
