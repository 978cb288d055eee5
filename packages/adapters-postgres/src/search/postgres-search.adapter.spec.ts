import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_RANGE, type SearchRequest } from '@storefront/core';
import { ENGINES } from '../../test/engines.js';
import { products } from '../database/schema/index.js';
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

      it('refreshes nothing for an empty list of products', async () => {
        expect(await refreshSearchIndex(database.handle.db, [])).toEqual({ products: 0 });
      });

      it('indexes every product of the catalogue', async () => {
        const result = (await database.handle.db.execute(sql`select count(*)::int as count from product_search`)) as unknown as { rows: { count: number }[] };
        expect(Number(result.rows[0]?.count)).toBe(PRODUCTS);
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
