import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { ChevronIcon } from '../../../components/ui/icons';
import { listingHref, pageWindow, withPage, type ListingAddress } from '../listing-url';

/** Numbered pages with previous and next; plain links, so they work before and without JavaScript. */
export function Pagination({ address, page, pageCount }: { readonly address: ListingAddress; readonly page: number; readonly pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const to = (target: number) => listingHref(address, withPage(address.params, target));
  return (
    <nav className="pagination" aria-label={t('listing.pagination')}>
      {page > 1 && (
        <Link className="pagination__step" to={to(page - 1)} rel="prev">
          <ChevronIcon direction="start" />
          <span>{t('listing.previous')}</span>
        </Link>
      )}
      <ol className="pagination__pages">
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className="pagination__page"
                to={to(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('listing.page', { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount && (
        <Link className="pagination__step" to={to(page + 1)} rel="next">
          <span>{t('listing.next')}</span>
          <ChevronIcon direction="end" />
        </Link>
      )}
    </nav>
  );
}
