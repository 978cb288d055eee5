import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { OTHER_PARAM_NAMES, PUBLIC_SORT_KEYS } from '@storefront/core/search';
import { useHydrated } from '../../../lib/use-hydrated';
import { listingHref, sortFormEntries, withSort, type ListingAddress } from '../listing-url';

/** The spec's public sort keys, after the engine's own order. */
export const SORT_OPTIONS = ['relevance', ...PUBLIC_SORT_KEYS] as const;

/**
 * The sort menu: a GET form whose Apply button sends it without JavaScript; once hydrated, a
 * change navigates at once and the button goes away.
 */
export function SortSelect({ address }: { readonly address: ListingAddress }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const current = SORT_OPTIONS.find((key) => key === address.params.sort) ?? 'relevance';
  return (
    <form className="sort-form" method="get" action={address.pathname}>
      {sortFormEntries(address).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label className="sort-form__label" htmlFor="listing-sort">
        {t('listing.sortBy')}
      </label>
      <select
        id="listing-sort"
        className="select"
        name={OTHER_PARAM_NAMES.sort.name[address.language]}
        value={current}
        onChange={(event) => void navigate(listingHref(address, withSort(address.params, event.target.value)))}
      >
        {SORT_OPTIONS.map((key) => (
          <option key={key} value={key}>
            {t(`sort.${key}`)}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="button button--quiet">
          {t('listing.apply')}
        </button>
      )}
    </form>
  );
}
