import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { ListingQuery } from '@storefront/core/search';
import { ProductTile } from './product-tile';
import type { CategoryLink } from '../category-links';
import { clearedFiltersHref, hasFilters, listingHref, withPage, type ListingAddress } from '../listing-url';
import type { ListingResults } from '../search-listing';
import { CategoryList } from './category-list';
import { FacetPanel } from './facet-panel';
import { Pagination } from './pagination';
import { SortSelect } from './sort-select';

export type ListingViewOutcome =
  | { readonly kind: 'results'; readonly results: ListingResults }
  | { readonly kind: 'failed'; readonly code: string };

interface ListingViewProps {
  readonly address: ListingAddress;
  /** The whole query, path and parameters. */
  readonly query: ListingQuery;
  readonly outcome: ListingViewOutcome;
  readonly popularCategories: readonly CategoryLink[];
  /** The shopper's words, on the search page. */
  readonly searchText?: string | undefined;
}

/** The first row of a page loads its pictures at once; the rest wait until scrolled near. */
const EAGER_TILES = 4;

function NoResults({ address, query, popularCategories, searchText, failedCode }: Omit<ListingViewProps, 'outcome'> & { readonly failedCode?: string }) {
  const { t } = useTranslation();
  const filtered = hasFilters(query);
  let title: string;
  let hint: string;
  if (failedCode !== undefined) {
    title = t(`errors.${failedCode}`, { defaultValue: t('errors.text') });
    hint = t('listing.failedHint');
  } else if (searchText) {
    // Filters that leave nothing of a search say so: the words themselves found pieces.
    title = filtered ? t('search.noFilteredResults', { text: searchText }) : t('search.noResults', { text: searchText });
    hint = filtered ? t('listing.emptyHint') : t('search.noResultsHint');
  } else {
    title = filtered ? t('listing.empty') : t('listing.nothingYet');
    hint = filtered ? t('listing.emptyHint') : t('listing.browseHint');
  }
  return (
    <div className="no-results" data-testid="no-results" role="status">
      <h2 className="no-results__title">{title}</h2>
      <p>{hint}</p>
      {filtered && failedCode === undefined && (
        <p>
          <Link className="button" to={clearedFiltersHref(address)}>
            {t('listing.clearAll')}
          </Link>
        </p>
      )}
      <h3 className="no-results__subtitle">{t('listing.popularCategories')}</h3>
      <CategoryList links={popularCategories} className="category-list--chips" />
    </div>
  );
}

/** A category listing or search results: count, sort, filters, the grid and the pager, or a helpful empty state. */
export function ListingView({ address, query, outcome, popularCategories, searchText }: ListingViewProps) {
  const { t } = useTranslation();
  if (outcome.kind === 'failed') {
    return <NoResults address={address} query={query} popularCategories={popularCategories} searchText={searchText} failedCode={outcome.code} />;
  }
  const { results } = outcome;
  const beyondLastPage = results.products.length === 0 && results.total > 0;
  // With nothing found and nothing chosen there is nothing to filter: the empty state takes the width.
  const showPanel = results.total > 0 || hasFilters(query);
  return (
    <div className="listing">
      <div className="listing__toolbar">
        <p className="listing__count" data-testid="result-count" data-count={results.total} aria-live="polite">
          {t('listing.count', { count: results.total })}
        </p>
        {results.total > 0 && <SortSelect address={address} />}
      </div>
      <div className={showPanel ? 'listing__body' : 'listing__body listing__body--single'}>
        {showPanel && (
          <FacetPanel address={address} query={query} groups={results.facets} priceBands={results.priceBands} />
        )}
        <div className="listing__results">
          {beyondLastPage ? (
            <div className="no-results" role="status">
              <h2 className="no-results__title">{t('listing.pageBeyond')}</h2>
              <Link className="button" to={listingHref(address, withPage(address.params, 1))}>
                {t('listing.firstPage')}
              </Link>
            </div>
          ) : results.total === 0 ? (
            <NoResults address={address} query={query} popularCategories={popularCategories} searchText={searchText} />
          ) : (
            <>
              <ul className="product-grid" data-testid="product-grid">
                {results.products.map((product, index) => (
                  <li key={product.sku}>
                    <ProductTile product={product} eager={index < EAGER_TILES} lcp={index === 0} />
                  </li>
                ))}
              </ul>
              <p className="listing__page-of">{t('listing.pageOf', { page: results.page, pages: results.pageCount })}</p>
              <Pagination address={address} page={results.page} pageCount={results.pageCount} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
