import { describe, expect, it } from 'vitest';
import { BRANDS, REGIONS, brandSellsIn } from '@storefront/core/locale';
import { generateDemoCatalogue } from './catalogue/catalogue-generator.js';
import { DEMO_FACET_LABELS } from './catalogue/facet-labels.js';
import { DEMO_CATALOGUE_KEY, demoStore, demoStoreData } from './demo-store.js';

describe('the demo store as a catalogue source', () => {
  it('offers its coupons at once but makes the catalogue only when asked', () => {
    const source = demoStore({ products: 40 });

    expect(source.key).toBe(DEMO_CATALOGUE_KEY);
    expect(source.promotions.map((promotion) => `${promotion.region}:${promotion.code}`)).toContain('eg:SAVE500');
    expect(source.load().products).toHaveLength(40);
  });

  it('holds exactly the generated catalogue, so a store imported from it is the one the generator describes', () => {
    const data = demoStoreData({ products: 40 });
    const catalogue = generateDemoCatalogue({ products: 40 });

    expect(JSON.stringify(data.products)).toBe(JSON.stringify(catalogue.products));
    expect(data.categories).toEqual(catalogue.categories);
    expect(data.storeLocations).toEqual(catalogue.stores);
    expect(JSON.parse(data.stamp)).toEqual({ version: 3, seed: 'storefront-demo', products: 40 });
  });

  it('sells each brand where the core says it sells, and names every region and brand in Arabic', () => {
    const data = demoStoreData({ products: 40 });

    expect(data.regions.map((region) => region.code)).toEqual([...REGIONS]);
    for (const brand of data.brands) {
      expect(brand.regions).toEqual(REGIONS.filter((region) => brandSellsIn(brand.code, region)));
      expect(brand.nameAr).toMatch(/[\u0621-\u064A]/);
    }
    expect(data.brands.map((brand) => brand.code)).toEqual([...BRANDS]);
  });

  it('brings verified demo accounts and a label for every facet value of the vocabulary', () => {
    const data = demoStoreData({ products: 40 });

    expect(data.customers.every((customer) => customer.emailVerified)).toBe(true);
    const vocabulary = Object.values(DEMO_FACET_LABELS).reduce((sum, labels) => sum + labels.size, 0);
    expect(data.facetLabels).toHaveLength(vocabulary);
    expect(data.facetLabels.find((label) => label.facet === 'type' && label.en === 'Rings')?.ar).toBe('خواتم');
  });

  it('dates the promo bar’s flash countdown from the moment the store is made', () => {
    const at = (iso: string) => JSON.stringify(demoStoreData({ products: 40 }, new Date(iso)).content);

    expect(at('2026-11-01T00:00:00Z')).toBe(at('2026-11-01T00:00:00Z'));
    expect(at('2026-11-01T00:00:00Z')).not.toBe(at('2026-12-01T00:00:00Z'));
  });
});
