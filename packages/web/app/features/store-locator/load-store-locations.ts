import type { Brand, ContentPort, Locale, StoreLocation } from '@storefront/core';

/** The boutiques of a store locator page, grouped by city in the order the content service gives. */
export interface StoreLocatorData {
  readonly cities: readonly { readonly city: string; readonly stores: readonly StoreLocation[] }[];
  readonly count: number;
  /** The content service did not answer: the page says so instead of claiming there are none. */
  readonly failed: boolean;
}

/** The boutiques of the main brand's locator are the main brand's; Miss L's page shows Miss L's. */
export async function loadStoreLocations(content: ContentPort, locale: Locale, brand: Brand): Promise<StoreLocatorData> {
  const result = await content.listStoreLocations(locale, brand);
  if (result.isErr()) return { cities: [], count: 0, failed: true };
  const cities: { city: string; stores: StoreLocation[] }[] = [];
  for (const store of result.value) {
    const last = cities.at(-1);
    if (last?.city === store.city) last.stores.push(store);
    else cities.push({ city: store.city, stores: [store] });
  }
  return { cities, count: result.value.length, failed: false };
}
