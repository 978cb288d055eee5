import { describe, expect, it } from 'vitest';
import { EMPTY_LISTING_QUERY, type FacetOption, type ListingQuery } from '@storefront/core/search';
import { facetGroups, priceBandChoices } from './facet-groups';

const option = (value: string, count: number, selected = false): FacetOption => ({ value, count, selected });

describe('facetGroups', () => {
  it('offers the Arabic-valued twin on an Arabic page', () => {
    const groups = facetGroups(
      { metal_karat: [option('18K', 4)], metal_karat_ar: [option('18 قيراط', 4)] },
      'ar',
      EMPTY_LISTING_QUERY,
      EMPTY_LISTING_QUERY,
    );
    expect(groups).toEqual([
      { facet: 'metal_karat_ar', labelKey: 'facets.metal_karat', choices: [{ value: '18 قيراط', count: 4, selected: false, removable: true }] },
    ]);
  });

  it('falls back to the other twin when the engine counted only that one', () => {
    expect(facetGroups({ type: [option('Rings', 2)] }, 'ar', EMPTY_LISTING_QUERY, EMPTY_LISTING_QUERY)[0]?.facet).toBe('type');
  });

  it('marks chosen values, and values chosen by the path as not removable', () => {
    const query: ListingQuery = { ...EMPTY_LISTING_QUERY, filters: { metal_karat: ['18K', '21K'] } };
    const params: ListingQuery = { ...EMPTY_LISTING_QUERY, filters: { metal_karat: ['21K'] } };
    const [group] = facetGroups({ metal_karat: [option('18K', 3), option('21K', 1)] }, 'en', query, params);
    expect(group?.choices).toEqual([
      { value: '18K', count: 3, selected: true, removable: false },
      { value: '21K', count: 1, selected: true, removable: true },
    ]);
  });

  it('leaves out values without results unless chosen, and groups left empty', () => {
    const params: ListingQuery = { ...EMPTY_LISTING_QUERY, filters: { metal_color: ['Rose Gold'] } };
    const groups = facetGroups({ metal_color: [option('Rose Gold', 0), option('White Gold', 0)], type: [option('Rings', 0)] }, 'en', params, params);
    expect(groups.map((group) => group.choices.map((choice) => choice.value))).toEqual([['Rose Gold']]);
  });
});

describe('priceBandChoices', () => {
  it('lists the bands with the engine counts where it names them alike, and marks the chosen one', () => {
    const query: ListingQuery = { ...EMPTY_LISTING_QUERY, priceRange: { min: 500, max: 1000 } };
    const choices = priceBandChoices({ price: [option('under-500', 7), option('500-1000', 3), option('50000-above', 1)] }, query);
    expect(choices[0]).toEqual({ band: { max: 500 }, count: 7, selected: false });
    expect(choices[1]).toEqual({ band: { min: 500, max: 1000 }, count: 3, selected: true });
    expect(choices.at(-1)?.band).toEqual({ min: 50000 });
  });

  it('offers no band without results, unless it is the chosen one', () => {
    const query: ListingQuery = { ...EMPTY_LISTING_QUERY, priceRange: { min: 2000, max: 5000 } };
    const choices = priceBandChoices({ price: [option('1000-2000', 4)] }, query);
    expect(choices).toEqual([
      { band: { min: 1000, max: 2000 }, count: 4, selected: false },
      { band: { min: 2000, max: 5000 }, count: 0, selected: true },
    ]);
  });

  it('offers every band, without counts, where the engine does not count prices', () => {
    expect(priceBandChoices({}, EMPTY_LISTING_QUERY)).toHaveLength(8);
  });
});
