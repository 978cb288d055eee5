import { useTranslation } from '../../../lib/i18n';
import type { StoreLocation } from '@storefront/core/content';
import { directionsUrl, telHref } from '../directions-url';

/** One boutique: name, address, opening hours, phone (kept left to right in Arabic) and directions. */
export function StoreCard({ store }: { readonly store: StoreLocation }) {
  const { t } = useTranslation();
  const headingId = `store-${store.id}`;
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="store-card__name">
        {store.name}
      </h3>
      <address className="store-card__address">{store.address}</address>
      <dl className="store-card__facts">
        {store.openingHours && (
          <div>
            <dt>{t('storeLocator.openingHours')}</dt>
            <dd>{store.openingHours}</dd>
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
