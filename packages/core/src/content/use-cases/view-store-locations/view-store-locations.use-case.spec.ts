import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { DefaultStoreLocatorPolicy } from '../../domain/store-locator.policy.js';
import type { StoreLocation } from '../../domain/content.js';
import { fakeContent } from '../../../shared/test-support/fake-read-ports.js';
import { ViewStoreLocations } from './view-store-locations.use-case.js';

function aStore(id: string, city: string): StoreLocation {
  return { id, name: `Boutique ${id}`, address: 'Mall', city, latitude: 24.7, longitude: 46.7 };
}

describe('ViewStoreLocations', () => {
  const stores = [aStore('1', 'Riyadh'), aStore('2', 'Riyadh'), aStore('3', 'Jeddah'), aStore('4', 'Riyadh')];
  const content = fakeContent({ listStoreLocations: () => okAsync(stores) });
  const policy = new DefaultStoreLocatorPolicy();

  it('groups the boutiques by city in the order the content service gives', async () => {
    const view = (await new ViewStoreLocations(content, policy).execute({ language: 'en', region: 'sa' }, 'lazurde'))._unsafeUnwrap();
    expect(view.cities.map(({ city, stores: inCity }) => [city, inCity.map((store) => store.id)])).toEqual([
      ['Riyadh', ['1', '2']],
      ['Jeddah', ['3']],
      ['Riyadh', ['4']],
    ]);
    expect(view).toMatchObject({ count: 4, failed: false, offeredIn: ['sa', 'eg'] });
  });

  it('is NOT_FOUND in a region not offered the store locator', async () => {
    const result = await new ViewStoreLocations(content, policy).execute({ language: 'ar', region: 'ae' }, 'lazurde');
    expect(result._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('says the list failed instead of claiming there are no boutiques', async () => {
    const view = (await new ViewStoreLocations(fakeContent(), policy).execute({ language: 'en', region: 'eg' }, 'missl'))._unsafeUnwrap();
    expect(view).toEqual({ cities: [], count: 0, failed: true, offeredIn: ['sa', 'eg'] });
  });
});
