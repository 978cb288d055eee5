import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { formatPriceRange, type ListingQuery, type PriceRange } from '@storefront/core/search';
import { useAppState } from '../../app-state';
import type { FacetChoice, FacetGroup, PriceBandChoice } from '../facet-groups';
import { priceBandLabel } from '../price-band-label';
import { clearedFiltersHref, hasFilters, listingHref, priceBandHref, toggleFacetValue, type ListingAddress } from '../listing-url';

interface FacetPanelProps {
  readonly address: ListingAddress;
  /** The whole query, path and parameters. */
  readonly query: ListingQuery;
  readonly groups: readonly FacetGroup[];
  readonly priceBands: readonly PriceBandChoice[];
}

function ChoiceContent({ label, count, checked }: { readonly label: string; readonly count?: number | undefined; readonly checked: boolean }) {
  return (
    <>
      <span className={`choice__box${checked ? ' choice__box--checked' : ''}`} aria-hidden="true" />
      <span className="choice__label">{label}</span>
      {count !== undefined && <span className="choice__count">{count}</span>}
    </>
  );
}

function FacetChoiceLink({ address, facet, choice }: { readonly address: ListingAddress; readonly facet: FacetGroup['facet']; readonly choice: FacetChoice }) {
  if (!choice.removable) {
    return (
      <span className="choice choice--fixed" role="checkbox" aria-checked="true" aria-disabled="true">
        <ChoiceContent label={choice.value} count={choice.count} checked />
      </span>
    );
  }
  return (
    <Link
      className="choice"
      to={listingHref(address, toggleFacetValue(address.params, facet, choice.value))}
      role="checkbox"
      aria-checked={choice.selected}
      rel="nofollow"
    >
      <ChoiceContent label={choice.value} count={choice.count} checked={choice.selected} />
    </Link>
  );
}

/** A price band's label in the page's language and the region's currency (`priceBandLabel`). */
function usePriceBandLabel(): (band: PriceRange) => string {
  const { t } = useTranslation();
  const language = useAppState((state) => state.language);
  const region = useAppState((state) => state.region);
  return (band) => priceBandLabel(t, band, language, region);
}

/**
 * The filters beside a listing: every choice is a link to the listing with that choice toggled, so
 * the panel works before JavaScript arrives and with none at all; React Router then follows the
 * links without reloading the page.
 */
export function FacetPanel({ address, query, groups, priceBands }: FacetPanelProps) {
  const { t } = useTranslation();
  const bandLabel = usePriceBandLabel();
  const priceChosen = query.priceRange !== undefined;
  return (
    <section className="facets" aria-labelledby="facets-heading">
      <div className="facets__head">
        <h2 id="facets-heading" className="facets__title">
          {t('listing.filters')}
        </h2>
        {hasFilters(query) && (
          <Link className="facets__clear" to={clearedFiltersHref(address)}>
            {t('listing.clearAll')}
          </Link>
        )}
      </div>
      {/* Folded on small screens so the pieces come first; always open beside the grid on wide ones. */}
      <details className="facets__toggle">
        {/* Its words follow the fold: "Show filters" folded, "Hide filters" unfolded (CSS on [open]). */}
        <summary className="facets__summary">
          <span className="facets__summary-show">{t('listing.showFilters')}</span>
          <span className="facets__summary-hide">{t('listing.hideFilters')}</span>
        </summary>
        {groups.map((group) => (
          <details key={group.facet} className="facet" open>
            <summary className="facet__title">{t(group.labelKey)}</summary>
            <ul className="facet__choices" data-facet={group.facet}>
              {group.choices.map((choice) => (
                <li key={choice.value}>
                  <FacetChoiceLink address={address} facet={group.facet} choice={choice} />
                </li>
              ))}
            </ul>
          </details>
        ))}
        <details className="facet" open>
          <summary className="facet__title">{t('facets.price')}</summary>
          <ul className="facet__choices" data-facet="price" role="radiogroup" aria-label={t('facets.price')}>
            {priceChosen && (
              <li>
                <Link className="choice choice--radio" to={priceBandHref(address, undefined)} role="radio" aria-checked={false} rel="nofollow">
                  <ChoiceContent label={t('price.any')} checked={false} />
                </Link>
              </li>
            )}
            {priceBands.map((choice) => (
              <li key={formatPriceRange(choice.band)}>
                <Link
                  className="choice choice--radio"
                  to={priceBandHref(address, choice.band)}
                  role="radio"
                  aria-checked={choice.selected}
                  rel="nofollow"
                >
                  <ChoiceContent label={bandLabel(choice.band)} count={choice.count} checked={choice.selected} />
                </Link>
              </li>
            ))}
          </ul>
        </details>
      </details>
    </section>
  );
}
