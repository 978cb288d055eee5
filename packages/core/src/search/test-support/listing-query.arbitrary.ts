import fc from 'fast-check';
import { CATEGORY_SLUGS, type CategorySlug } from '../domain/categories.js';
import { FILTER_FACETS, type FilterFacet } from '../domain/facets.js';
import { isRewrittenValue } from '../domain/facet-values.js';
import type { ListingQuery } from '../domain/listing-query.js';
import type { PriceRange } from '../domain/price-range.js';

const amount = fc.integer({ min: 0, max: 9_999_999 });

/** Any price range a URL can carry: open below, open above, or rising. */
export const aPriceRange: fc.Arbitrary<PriceRange> = fc.oneof(
  amount.map((max) => ({ max })),
  amount.map((min) => ({ min })),
  fc.tuple(amount, amount).filter(([a, b]) => a !== b).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
);

/** Facet values as shoppers see them: English or Arabic words, spaces, ampersands, commas. */
const aValue = fc
  .stringMatching(/^[A-Za-z0-9\u0621-\u064A][A-Za-z0-9\u0621-\u064A &,'+%=?]{0,30}[A-Za-z0-9\u0621-\u064A]$/)
  .map((value) => value.normalize('NFC'));

function valuesFor(facet: FilterFacet) {
  return fc.uniqueArray(aValue.filter((value) => !isRewrittenValue(facet, value)), { minLength: 1, maxLength: 3 });
}

/** Queries in canonical form: what parsing a listing URL can produce. */
export const aListingQuery: fc.Arbitrary<ListingQuery> = fc
  .record(
    {
      categories: fc.uniqueArray(fc.constantFrom(...(Object.keys(CATEGORY_SLUGS) as CategorySlug[])), { maxLength: 3 }),
      facets: fc.uniqueArray(fc.constantFrom(...FILTER_FACETS), { maxLength: 4 }),
      priceRange: fc.option(aPriceRange, { nil: undefined }),
      page: fc.integer({ min: 1, max: 10_000 }),
      sort: fc.option(fc.constantFrom('alpha', 'price-asc', 'best_seller', 'new_in', 'mystery-sort'), { nil: undefined }),
    },
    { requiredKeys: ['categories', 'facets', 'page'] },
  )
  .chain(({ facets, ...rest }) =>
    fc.tuple(...facets.map((facet) => valuesFor(facet).map((values) => [facet, values] as const))).map((pairs) => {
      const query: ListingQuery = {
        categories: rest.categories,
        filters: Object.fromEntries(pairs),
        page: rest.page,
        ...(rest.priceRange === undefined ? {} : { priceRange: rest.priceRange }),
        ...(rest.sort === undefined ? {} : { sort: rest.sort }),
      };
      return query;
    }),
  );
