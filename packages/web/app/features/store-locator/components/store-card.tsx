import { useTranslation } from '../../../lib/i18n';
import type { StoreLocation } from '@storefront/core/content';
import { useAppState } from '../../app-state';
import { directionsUrl, telHref } from '../directions-url';
import { dayRange } from '../opening-hours';

/** One boutique: name, address, opening hours, phone (kept left to right in Arabic) and directions. */
export function StoreCard({ store }: { readonly store: StoreLocation }) {
  const { t } = useTranslation();
  const language = useAppState((state) => state.language);
  const headingId = `store-${store.id}`;
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="store-card__name">
        {store.name}
      </h3>
      <address className="store-card__address">{store.address}</address>
      <dl className="store-card__facts">
        {store.openingHours && store.openingHours.length > 0 && (
          <div>
            <dt>{t('storeLocator.openingHours')}</dt>
            <dd>
              {/* One line per group of days, each time range kept whole and left to right. */}
              <ul className="store-card__hours" data-testid="opening-hours">
                {store.openingHours.map((group) => (
                  <li key={group.from}>
                    <span className="store-card__days">{dayRange(group, language)}</span>{' '}
                    {group.hours === null ? (
                      t('storeLocator.closed')
                    ) : (
                      <span dir="ltr" className="store-card__time">
                        {group.hours.opens}–{group.hours.closes}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {store.phone && (
          <div>
            <dt>{t('storeLocator.phone')}</dt>
            <dd>
              <a href={telHref(store.phone)} dir="ltr" className="store-card__phone">
                {store.phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <a
        className="button button--quiet store-card__directions"
        href={directionsUrl(store.latitude, store.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('storeLocator.directionsTo', { name: store.name })}
      >
        {t('storeLocator.directions')}
      </a>
    </article>
  );
}
