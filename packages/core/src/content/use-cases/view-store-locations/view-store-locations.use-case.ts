import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Brand } from '../../../locale/domain/brand.js';
import { REGIONS, type Locale, type Region } from '../../../locale/domain/locale.js';
import { notFound, type InfrastructureError } from '../../../shared/errors.js';
import type { StoreLocation } from '../../domain/content.js';
import type { StoreLocatorPolicy } from '../../domain/store-locator.policy.js';
import type { ContentPort } from '../../ports/content.port.js';

export interface StoreLocationsView {
  /** The brand's boutiques grouped by city, in the order the content service gives. */
  readonly cities: readonly { readonly city: string; readonly stores: readonly StoreLocation[] }[];
  readonly count: number;
  /** The content service did not answer: the page says so instead of claiming there are none. */
  readonly failed: boolean;
  /** The regions offered the store locator, whose locales the page may name as its alternates. */
  readonly offeredIn: readonly Region[];
}

/**
 * A store locator page (`/{locale}/store-locations`, `/{locale}/miss-l/store-locations`): the
 * region's boutiques of the brand. A region not offered the locator has no such page: `NOT_FOUND`
 * (decision 0620).
 */
export class ViewStoreLocations {
  constructor(
    private readonly content: ContentPort,
    private readonly policy: StoreLocatorPolicy,
  ) {}

  execute(locale: Locale, brand: Brand): ResultAsync<StoreLocationsView, InfrastructureError> {
    if (!this.policy.offeredIn(locale.region)) return errAsync(notFound('store locator', locale.region));
    const offeredIn = REGIONS.filter((region) => this.policy.offeredIn(region));
    return this.content
      .listStoreLocations(locale, brand)
      .map((stores): StoreLocationsView => ({ cities: byCity(stores), count: stores.length, failed: false, offeredIn }))
      .orElse(() => okAsync({ cities: [], count: 0, failed: true, offeredIn }));
  }
}

function byCity(stores: readonly StoreLocation[]): StoreLocationsView['cities'] {
  const cities: { city: string; stores: StoreLocation[] }[] = [];
  for (const store of stores) {
    const last = cities.at(-1);
    if (last?.city === store.city) last.stores.push(store);
    else cities.push({ city: store.city, stores: [store] });
  }
  return cities;
}
