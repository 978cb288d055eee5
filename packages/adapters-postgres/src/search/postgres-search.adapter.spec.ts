import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_RANGE, type SearchRequest } from '@storefront/core';
import { ENGINES } from '../../test/engines.js';
import { productPrices, products } from '../database/schema/index.js';
import { seedDemoCatalogue } from '../seed/demo-catalogue.js';
import { searchPortContract } from '../testing/contracts/search-port.contract.js';
import { createTestDatabase, type Engine, type TestDatabase } from '../testing/test-database.js';
import { PostgresSearch } from './postgres-search.adapter.js';
import { refreshSearchIndex } from './refresh-search-index.js';

/** A few hundred products keep the suites quick; the signature pieces are always among them. */
const PRODUCTS = 200;

async function indexedCatalogue(engine: Engine): Promise<TestDatabase> {
  const database = await createTestDatabase(engine);
  await seedDemoCatalogue(database.handle.db, () => undefined, { products: PRODUCTS });
  await refreshSearchIndex(database.handle.db);
  return database;
}

const browse = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  searchType: 'SEARCH',
  locale: { language: 'en', region: 'sa' },
  brand: 'lazurde',
  text: '',
  sort: 'RELEVANCE',
  start: 0,
  rows: 40,
  categoryPath: [],
  filters: {},
  priceRange: { ...DEFAULT_PRICE_RANGE },
  facetOptionLimit: 500,
  ...overrides,
});

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresSearch on ${engine}`, () => {
    searchPortContract(`PostgresSearch on ${engine}`, async () => {
      const database = await indexedCatalogue(engine);
      return { port: new PostgresSearch(database.handle.db), dispose: () => database.dispose() };
    });

    describe('engine rules', () => {
      let database: TestDatabase;
      let search: PostgresSearch;
      beforeAll(async () => {
        database = await indexedCatalogue(engine);
        search = new PostgresSearch(database.handle.db);
      });
      afterAll(() => database?.dispose());

      it('orders best sellers by sales rank, unranked pieces last', async () => {
        const listed = (await search.search(browse({ sort: 'BEST_SELLING', rows: 200 })))._unsafeUnwrap().products.map((product) => product.sku);
        const ranks = await database.handle.db.select({ sku: products.sku, rank: products.bestSellerRank }).from(products);
        const rankOf = new Map(ranks.map((row) => [row.sku, row.rank ?? Number.MAX_SAFE_INTEGER]));
        const listedRanks = listed.map((sku) => rankOf.get(sku) ?? Number.NaN);
        expect(listedRanks).toEqual([...listedRanks].sort((a, b) => a - b));
      });

      it('finds a renamed product by its new name once its index row is refreshed', async () => {
        const [ring] = await database.handle.db.select({ id: products.id }).from(products).where(eq(products.sku, 'LZ-RG-1001'));
        await database.handle.db.update(products).set({ nameEn: 'Moonlight Solitaire Ring', nameAr: 'خاتم ضوء القمر' }).where(eq(products.sku, 'LZ-RG-1001'));
        const before = (await search.search(browse({ text: 'moonlight' })))._unsafeUnwrap();
        expect(before.total).toBe(0);
        expect(await refreshSearchIndex(database.handle.db, [ring?.id ?? 0])).toEqual({ products: 1 });
        const after = (await search.search(browse({ text: 'moonlite' })))._unsafeUnwrap();
        expect(after.products.map((product) => product.sku)).toContain('LZ-RG-1001');
        const arabic = (await search.search(browse({ text: 'ضوء القمر', locale: { language: 'ar', region: 'sa' } })))._unsafeUnwrap();
        expect(arabic.products[0]?.name).toBe('خاتم ضوء القمر');
      });

      it('gives search tiles the region’s stock, as the catalogue does', async () => {
        const found = (await search.search(browse({ text: 'pearl drop earrings', rows: 200 })))._unsafeUnwrap().products;
        expect(found.find((product) => product.sku === 'LZ-ER-1007')).toMatchObject({ inStock: false, availableToSell: 0, warningLevel: 3 });
        expect(found.filter((product) => product.inStock).every((product) => product.availableToSell > 0)).toBe(true);
      });

      it('sorts, filters and counts by a new price at once, without a refresh, also for a listing it counted before', async () => {
        const ring = browse({ searchType: 'CATNAV', categoryPath: ['rings'], sort: 'PRICE_ASC' });
        const before = (await search.search(ring))._unsafeUnwrap();
        const cheapest = before.products[0]?.sku;
        const [product] = await database.handle.db.select({ id: products.id }).from(products).where(eq(products.sku, 'LZ-RG-1001'));
        const where = and(eq(productPrices.productId, product?.id ?? 0), eq(productPrices.region, 'sa'));
        const [price] = await database.handle.db.select().from(productPrices).where(where);
        await database.handle.db.update(productPrices).set({ priceMinor: 20_000, salePriceMinor: null, salePercent: 0 }).where(where);
        try {
          const after = (await search.search(ring))._unsafeUnwrap();
          expect(after.products[0]).toMatchObject({ sku: 'LZ-RG-1001', price: { amountMinor: 20_000 } });
          expect(after.products[1]?.sku).toBe(cheapest === 'LZ-RG-1001' ? before.products[1]?.sku : cheapest);
          const band = (result: typeof before) => result.facets.price?.find((option) => option.value === 'under-500')?.count ?? 0;
          expect(band(after)).toBe(band(before) + 1);
          expect(after.total).toBe(before.total);
          const inBand = (await search.search({ ...ring, priceRange: { min: 0, max: 500 } }))._unsafeUnwrap();
          expect(inBand.products.map((tile) => tile.sku)).toContain('LZ-RG-1001');
        } finally {
          await database.handle.db.update(productPrices).set(price!).where(where);
        }
        expect((await search.search(ring))._unsafeUnwrap()).toEqual(before);
      });

      it('stops listing a product in a region as soon as its price there is removed, and lists it again once priced', async () => {
        const waves = browse({ brand: 'waves' });
        const before = (await search.search(waves))._unsafeUnwrap();
        const [first] = before.products;
        const where = and(eq(productPrices.productId, first?.productId ?? 0), eq(productPrices.region, 'sa'));
        const [price] = await database.handle.db.select().from(productPrices).where(where);
        await database.handle.db.delete(productPrices).where(where);
        try {
          const after = (await search.search(waves))._unsafeUnwrap();
          expect(after.total).toBe(before.total - 1);
          expect(after.products.map((tile) => tile.sku)).not.toContain(first?.sku);
          expect(after.facets.product_sku?.map((option) => option.value)).not.toContain(first?.sku);
        } finally {
          await database.handle.db.insert(productPrices).values(price!);
        }
        expect((await search.search(waves))._unsafeUnwrap()).toEqual(before);
      });

      it('counts an unfiltered listing as a filtered one would, before and after it keeps the counts', async () => {
        const listing = browse({ searchType: 'CATNAV', categoryPath: ['gold-jewelry'], sort: 'NEW_ARRIVAL_DESC', start: 40 });
        const first = (await search.search(listing))._unsafeUnwrap();
        const kept = (await search.search(listing))._unsafeUnwrap();
        const uncached = (await new PostgresSearch(database.handle.db, { keptFacetCounts: 0 }).search(listing))._unsafeUnwrap();
        expect(kept).toEqual(first);
        expect(uncached).toEqual(first);
        // Every brand shown: a filter that selects every value of the brand dimension takes the filtered path.
        const filtered = (await search.search({ ...listing, filters: { brand: ["L'azurde"] } }))._unsafeUnwrap();
        expect(filtered.total).toBe(first.total);
        expect(filtered.facets.type).toEqual(first.facets.type);
        expect(filtered.facets.price).toEqual(first.facets.price);
        expect(filtered.facets.category).toEqual(first.facets.category);
      });

      it('answers every sort and page of a result set with kept counts exactly as it counts afresh', async () => {
        const kept = new PostgresSearch(database.handle.db);
        const afresh = new PostgresSearch(database.handle.db, { keptFacetCounts: 0 });
        const ar = { language: 'ar', region: 'sa' } as const;
        const sets: SearchRequest[] = [
          browse(),
          browse({ searchType: 'CATNAV', categoryPath: ['rings'], locale: ar }),
          browse({ filters: { metal_karat: ['18K'] } }),
          browse({ filters: { type_ar: ['خواتم'], metal_color: ['Yellow Gold'] }, locale: ar, priceRange: { min: 500, max: 5000 } }),
          browse({ searchType: 'CATNAV', categoryPath: ['earrings'], priceRange: { min: 1000, max: 2000 } }),
          browse({ text: 'diamond ring' }),
          browse({ text: 'اساور ذهب', locale: ar, filters: { metal: ['Gold'] } }),
          // No word matches: the names are compared by trigrams, on the kept path as well.
          browse({ text: 'pearldrop' }),
        ];
        const sorts = ['RELEVANCE', 'BEST_SELLING', 'NEW_ARRIVAL_DESC', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'SALE_PERCENTAGE_DESC'] as const;
        for (const set of sets) {
          for (const [index, sort] of sorts.entries()) {
            const request = { ...set, sort, start: (index % 3) * 10, rows: 10 };
            const expected = (await afresh.search(request))._unsafeUnwrap();
            expect((await kept.search(request))._unsafeUnwrap(), `${JSON.stringify(set.filters)} ${set.text} ${sort}`).toEqual(expected);
          }
        }
        const pearl = (await kept.search(browse({ text: 'pearldrop' })))._unsafeUnwrap();
        expect(pearl.total).toBeGreaterThan(0);
      });

      it('counts a filtered listing it kept afresh once a price changes', async () => {
        const listing = browse({ filters: { type: ['Rings'] }, sort: 'PRICE_ASC' });
        const before = (await search.search(listing))._unsafeUnwrap();
        const [ring] = await database.handle.db.select({ id: products.id }).from(products).where(eq(products.sku, 'LZ-RG-1001'));
        const where = and(eq(productPrices.productId, ring?.id ?? 0), eq(productPrices.region, 'sa'));
        const [price] = await database.handle.db.select().from(productPrices).where(where);
        await database.handle.db.delete(productPrices).where(where);
        try {
          const after = (await search.search({ ...listing, start: 40 }))._unsafeUnwrap();
          expect(after.total).toBe(before.total - 1);
          expect(after.facets.type?.find((option) => option.value === 'Rings')?.count).toBe((before.facets.type?.find((option) => option.value === 'Rings')?.count ?? 0) - 1);
        } finally {
          await database.handle.db.insert(productPrices).values(price!);
        }
        expect((await search.search(listing))._unsafeUnwrap()).toEqual(before);
      });

      it('refreshes nothing for an empty list of products', async () => {
        expect(await refreshSearchIndex(database.handle.db, [])).toEqual({ products: 0 });
      });

      it('indexes every product of the catalogue, with a listing row per region that prices it', async () => {
        const result = (await database.handle.db.execute(sql`select count(*)::int as count from product_search`)) as unknown as { rows: { count: number }[] };
        expect(Number(result.rows[0]?.count)).toBe(PRODUCTS);
        const listings = (await database.handle.db.execute(
          sql`select (select count(*) from search_listings)::int as listed, (select count(*) from product_prices)::int as priced`,
        )) as unknown as { rows: { listed: number; priced: number }[] };
        expect(Number(listings.rows[0]?.listed)).toBe(Number(listings.rows[0]?.priced));
      });

      it('reports the engine failing as UNAVAILABLE', async () => {
        const broken = await createTestDatabase(engine);
        await broken.dispose();
        const failed = await new PostgresSearch(broken.handle.db).search(browse({ text: 'ring' }));
        expect(failed.isErr() && failed.error.code).toBe('UNAVAILABLE');
        const suggestions = await new PostgresSearch(broken.handle.db).suggest({ locale: { language: 'en', region: 'sa' }, brand: 'lazurde', text: 'ring', limit: 5 });
        expect(suggestions.isErr() && suggestions.error.code).toBe('UNAVAILABLE');
        const config = await new PostgresSearch(broken.handle.db).getConfig('sa', 'config');
        expect(config.isErr() && config.error.code).toBe('UNAVAILABLE');
      });
    });
  });
}
