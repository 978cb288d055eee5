import { data } from 'react-router';
import { brandHomeUrl, brandOfPath, parseLocalePath, parseLocaleSegment } from '@storefront/core/locale';
import { decodeQueryString, parseListingQuery } from '@storefront/core/search';
import type { Route } from './+types/search';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { SearchIcon } from '../components/ui/icons';
import { POPULAR_CATEGORIES, fixedCategoryLinks, CategoryList, ListingView, type ListingAddress, listingHandle, listingOutcome } from '../features/listing';
import { pageError } from '../lib/page-error';
import { i18nFor, useTranslation } from '../lib/i18n';
import { storefrontContext } from '../lib/load-context';
import { pageUrl } from '../lib/page-url';
import { errorPageMeta } from '../lib/seo';
import { RESULTS_HEADING_ID } from '../lib/scroll-rule';

/** The search text parameter; longer text is cut, as the search box allows no more. */
const TEXT_PARAM = 'q';
const MAX_TEXT_LENGTH = 200;

/** The language switch writes this listing's filters in the other language (listing-handle.ts). */
export const handle = listingHandle;

/**
 * Search results (`/{locale}/search?q=...`): the engine's free-text search of the brand, with the
 * same filters, sort and pages as a listing. An empty box asks what to look for.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const url = pageUrl(request);
  const brand = brandOfPath(parseLocalePath(url.pathname).rest);
  const text = (url.searchParams.get(TEXT_PARAM) ?? '').trim().slice(0, MAX_TEXT_LENGTH);
  const entries = decodeQueryString(url.search).entries.filter(([name]) => name !== TEXT_PARAM);
  const query = parseListingQuery(entries).query;
  const { t } = i18nFor(locale.language);
  const popularCategories = fixedCategoryLinks(brand, locale, POPULAR_CATEGORIES);
  const address: ListingAddress = { pathname: url.pathname.replace(/\/+$/, ''), fixed: [[TEXT_PARAM, text]], params: query, language: locale.language };
  const title = text === '' ? t('search.heading') : t('search.resultsFor', { text });
  const base = { text, title, address, query, popularCategories };
  if (text === '') return data({ ...base, outcome: undefined });
  // A search names only the brand's home: the shopper's words and the filters do the rest.
  const viewed = await context.get(storefrontContext).viewListingPage.execute({ pathname: brandHomeUrl(brand, locale), search: entries, text });
  if (viewed.isErr()) throw pageError(viewed.error);
  const outcome = listingOutcome(viewed.value, locale.language);
  return data({ ...base, outcome }, { status: outcome.kind === 'failed' ? 503 : 200 });
}

export function meta({ data: loaderData, error, params }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, params.locale);
  // Result pages change with the catalogue and the words typed; they are for shoppers, not indexes.
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { text, title, address, query, outcome, popularCategories } = loaderData;
  return (
    <main className="page listing-page search-page">
      <h1 className="listing-page__title" id={RESULTS_HEADING_ID} tabIndex={-1}>{title}</h1>
      <form role="search" className="search-form search-form--page" method="get" action={address.pathname}>
        <label className="visually-hidden" htmlFor="search-page-input">
          {t('search.label')}
        </label>
        <input
          id="search-page-input"
          className="search-form__input"
          type="search"
          name={TEXT_PARAM}
          defaultValue={text}
          key={text}
          placeholder={t('search.placeholder')}
          enterKeyHint="search"
          maxLength={MAX_TEXT_LENGTH}
        />
        <button type="submit" className="button search-form__submit">
          <SearchIcon />
          <span>{t('search.submit')}</span>
        </button>
      </form>
      {outcome === undefined ? (
        <div className="no-results">
          <p>{t('search.prompt')}</p>
          <h2 className="no-results__subtitle">{t('listing.popularCategories')}</h2>
          <CategoryList links={popularCategories} className="category-list--chips" />
        </div>
      ) : (
        <ListingView address={address} query={query} outcome={outcome} popularCategories={popularCategories} searchText={text} />
      )}
    </main>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
