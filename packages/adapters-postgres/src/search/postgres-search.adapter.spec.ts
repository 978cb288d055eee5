import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_RANGE, RELEVANCE_RULES, buildSynonymSet, effectivePriceRange, parsePriceRange, type RelevanceRule, type SearchRequest } from '@storefront/core/search';
import { DEMO_GOLD_PIECES } from '@storefront/demo-store';
import { ENGINES } from '../../test/engines.js';
import { productPrices, products } from '../database/schema/index.js';
import { SHARED_STORE_PRODUCTS, sharedDemoStoreTemplate } from '../../test/demo-store.js';
import { searchPortContract } from '../testing/contracts/search-port.contract.js';
import { createTestDatabase, type Engine, type TestDatabase } from '../testing/test-database.js';
import { PostgresSearch } from './postgres-search.adapter.js';
import { PostgresSearchSynonyms, readSearchSynonyms } from './postgres-search-synonyms.adapter.js';
import { refreshSearchIndex } from './refresh-search-index.js';
import { DIMENSIONS } from './search-statement.js';
import { analyseQuery, tsqueryText } from './text-query.js';

/** A few hundred products keep the suites quick; the signature pieces are always among them. */
const PRODUCTS = SHARED_STORE_PRODUCTS;

async function indexedCatalogue(engine: Engine): Promise<TestDatabase> {
  return createTestDatabase(engine, sharedDemoStoreTemplate());
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
  relevance: 'word-weights',
  ...overrides,
});

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresSearch on ${engine}`, () => {
    searchPortContract(`PostgresSearch on ${engine}`, async () => {
      const database = await indexedCatalogue(engine);
      const synonyms = new PostgresSearchSynonyms(database.handle.db);
      return {
        port: new PostgresSearch(database.handle.db),
        setSynonyms: async (entries) => {
          (await synonyms.replace(entries))._unsafeUnwrap();
        },
        dispose: () => database.dispose(),
      };
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

      it('sorts, filters and counts by a new price at once, without a refresh', async () => {
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

      it('counts an unfiltered listing as a filtered one would', async () => {
        const listing = browse({ searchType: 'CATNAV', categoryPath: ['gold-jewelry'], sort: 'NEW_ARRIVAL_DESC', start: 40 });
        const first = (await search.search(listing))._unsafeUnwrap();
        expect((await new PostgresSearch(database.handle.db).search(listing))._unsafeUnwrap()).toEqual(first);
        // Every brand shown: a filter that selects every value of the brand dimension.
        const filtered = (await search.search({ ...listing, filters: { brand: ["L'azurde"] } }))._unsafeUnwrap();
        expect(filtered.total).toBe(first.total);
        expect(filtered.facets.type).toEqual(first.facets.type);
        expect(filtered.facets.price).toEqual(first.facets.price);
        expect(filtered.facets.category).toEqual(first.facets.category);
      });

      it('counts each facet option as many products as choosing it instead lists', async () => {
        const ar = { language: 'ar', region: 'sa' } as const;
        const sets: SearchRequest[] = [
          browse(),
          browse({ searchType: 'CATNAV', categoryPath: ['rings'], locale: ar }),
          browse({ filters: { metal_karat: ['18K'] }, priceRange: { min: 777, max: 3333 } }),
          browse({ filters: { type_ar: ['خواتم'], metal_color: ['Yellow Gold'] }, locale: ar, priceRange: { min: 500, max: 5000 } }),
          browse({ brand: 'missl', filters: { stone: ['Pearl'], diamonds: ['Diamonds'] } }),
          browse({ text: 'diamond ring', locale: { language: 'en', region: 'ae' } }),
          browse({ text: 'اساور ذهب', locale: ar, filters: { metal: ['Gold'] } }),
          // No word matches: the names are compared by trigrams.
          browse({ text: 'pearldrop' }),
        ];
        let checked = 0;
        for (const set of sets) {
          const result = (await search.search(set))._unsafeUnwrap();
          for (const dimension of DIMENSIONS) {
            const others = Object.fromEntries(Object.entries(set.filters).filter(([key]) => !(dimension.keys as readonly string[]).includes(key)));
            if (Object.keys(others).length < Object.keys(set.filters).length) {
              // A filtered dimension lists its options as if it were not filtered (disjunctive facets).
              const unfiltered = (await search.search({ ...set, filters: others }))._unsafeUnwrap();
              const counts = (facets: typeof result.facets) => dimension.keys.map((key) => (facets[key] ?? []).map(({ value, count }) => ({ value, count })));
              expect(counts(result.facets), `${JSON.stringify(set.filters)} ${dimension.id}`).toEqual(counts(unfiltered.facets));
            }
            for (const key of dimension.keys) {
              // Two options at most per facet keep the suite quick; every facet of every set is checked.
              for (const option of (result.facets[key] ?? []).slice(0, 2)) {
                const chosen = (await search.search({ ...set, filters: { ...others, [key]: [option.value] } }))._unsafeUnwrap();
                expect(chosen.total, `${JSON.stringify(set.filters)} ${set.text} ${key}=${option.value}`).toBe(option.count);
                checked += 1;
              }
            }
          }
          for (const option of result.facets.price ?? []) {
            const chosen = (await search.search({ ...set, priceRange: effectivePriceRange(parsePriceRange(option.value)) }))._unsafeUnwrap();
            expect(chosen.total, `${JSON.stringify(set.filters)} ${set.text} price ${option.value}`).toBe(option.count);
            checked += 1;
          }
          if (set.categoryPath.length === 0) {
            for (const option of (result.facets.category ?? []).slice(0, 4)) {
              const chosen = (await search.search({ ...set, categoryPath: [option.value as SearchRequest['categoryPath'][number]] }))._unsafeUnwrap();
              expect(chosen.total, `${JSON.stringify(set.filters)} ${set.text} category ${option.value}`).toBe(option.count);
              checked += 1;
            }
          }
          expect(result.facets.product_sku?.map((option) => option.value)).toEqual(
            [...(result.facets.product_sku ?? [])].map((option) => option.value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
          );
          expect(result.facets.product_sku?.length).toBe(Math.min(result.total, set.facetOptionLimit));
        }
        expect(checked).toBeGreaterThan(100);
      });

      it('counts a filtered listing again once a price changes', async () => {
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

      it('keeps the region bitmaps as a rebuild would draw them while prices change, move band, go and come back', async () => {
        const db = database.handle.db;
        const bitmaps = async () =>
          ((await db.execute(sql`
            select region, brand_code, kind, key, bits::text as bits from search_region_bitmaps where bit_count(bits) > 0
            order by region, brand_code, kind, key`)) as unknown as { rows: Record<string, unknown>[] }).rows;
        // What the bitmaps hold by definition: each region's listing rows, and those in each price band.
        const expected = async () =>
          ((await db.execute(sql`
            select x.region, x.brand_code, x.kind, x.key,
              search_bitmap((select count(*)::int from product_search ps where ps.brand_code = x.brand_code), array_agg(x.ordinal))::text as bits
            from (
              select l.region, l.brand_code, l.ordinal, 0 as kind, 0 as key from search_listings l
              union all
              select l.region, l.brand_code, l.ordinal, 1, b.band from search_listings l join search_price_bands b on l.price_minor between b.min_minor and b.max_minor
            ) x group by x.region, x.brand_code, x.kind, x.key order by x.region, x.brand_code, x.kind, x.key`)) as unknown as { rows: Record<string, unknown>[] }).rows;
        expect(await bitmaps()).toEqual(await expected());
        const [ring] = await db.select({ id: products.id }).from(products).where(eq(products.sku, 'LZ-RG-1001'));
        const [wave] = await db.select({ id: products.id }).from(products).where(eq(products.brandCode, 'waves')).limit(1);
        const where = and(eq(productPrices.productId, ring?.id ?? 0), eq(productPrices.region, 'sa'));
        const [price] = await db.select().from(productPrices).where(where);
        try {
          await db.update(productPrices).set({ priceMinor: 20_000, salePriceMinor: null, salePercent: 0 }).where(where);
          expect(await bitmaps()).toEqual(await expected());
          await db.update(productPrices).set({ priceMinor: 9_000_000, salePriceMinor: 4_000_000, salePercent: 55 }).where(where);
          expect(await bitmaps()).toEqual(await expected());
          await db.delete(productPrices).where(where);
          expect(await bitmaps()).toEqual(await expected());
          // A brand priced in a region for the first time gets its first bitmaps there.
          await db.insert(productPrices).values({ productId: wave?.id ?? 0, region: 'eg', currency: 'EGP', priceMinor: 150_000, basePriceMinor: 150_000 });
          expect(await bitmaps()).toEqual(await expected());
          expect((await search.search(browse({ brand: 'waves', locale: { language: 'en', region: 'eg' } })))._unsafeUnwrap().total).toBe(1);
        } finally {
          await db.delete(productPrices).where(and(eq(productPrices.productId, wave?.id ?? 0), eq(productPrices.region, 'eg')));
          await db.delete(productPrices).where(where);
          await db.insert(productPrices).values(price!);
        }
        expect(await bitmaps()).toEqual(await expected());
        expect((await search.search(browse({ brand: 'waves', locale: { language: 'en', region: 'eg' } })))._unsafeUnwrap().total).toBe(0);
      });

      it('matches a text by its word bitmaps as its tsquery matches the index rows, and ranks it by the relevance rule', async () => {
        const texts: [string, 'en' | 'ar'][] = [
          ['ring', 'en'], ['rose gold', 'en'], ['solitare', 'en'], ['ring gold', 'en'], ['diamond ring', 'en'], ['خواتم', 'ar'], ['اساور ذهب', 'ar'],
          // Synonyms (one of several words, one-way, Arabic) and swapped letters.
          ['bangle gold', 'en'], ['yellow gold necklace', 'en'], ['neckalce', 'en'], ['تراكي ذهب', 'ar'], ['ختام', 'ar'],
          // A prefix of more index words (SKU numbers) than a text is ranked by weights for: ranked hit by hit.
          ['1', 'en'], ['1 ring', 'en'],
        ];
        const db = database.handle.db;
        (await new PostgresSearchSynonyms(db).replace([
          { language: 'en', kind: 'two-way', terms: ['bangle', 'cuff', 'open ring'] },
          { language: 'en', kind: 'one-way', from: 'necklace', to: ['pendant'] },
          { language: 'en', kind: 'two-way', terms: ['yellow gold', 'gold'] },
          { language: 'ar', kind: 'two-way', terms: ['أقراط', 'تراكي', 'حلق'] },
        ]))._unsafeUnwrap();
        const synonyms = async () => buildSynonymSet(await readSearchSynonyms(db));
        let reordered = 0;
        // A few hundred products give every text few hits, which are ranked one by one; ranked per class too.
        const perClass = new PostgresSearch(db, { weightedFrom: 0 });
        for (const [text, language] of texts) {
          const query = await analyseQuery(db, text, language, synonyms);
          const matched = tsqueryText(query!);
          // The rules' ranks, over each hit's whole index row: `proximity` is ts_rank of the tsquery
          // itself; `word-weights` is ts_rank of the same words with every AND made an OR, which
          // PostgreSQL ranks from the weights of each word's positions alone.
          const reference: Record<RelevanceRule, string> = { proximity: matched, 'word-weights': matched.replaceAll('&', '|') };
          const orders: Partial<Record<RelevanceRule, string[]>> = {};
          for (const relevance of RELEVANCE_RULES) {
            const expected = (await db.execute(sql`
              select ps.sku from product_search ps join search_listings l on l.product_id = ps.product_id and l.region = 'sa'
              where ps.brand_code = 'lazurde' and ps.search_vector @@ to_tsquery('simple', ${matched})
              order by ts_rank(ps.search_vector, to_tsquery('simple', ${reference[relevance]})) desc, ps.sku collate "C"`)) as unknown as { rows: { sku: string }[] };
            const skus = expected.rows.map((row) => row.sku);
            orders[relevance] = skus;
            const label = `${text} (${relevance})`;
            const request = browse({ text, locale: { language, region: 'sa' }, rows: 500, relevance });
            const ranked = (await search.search(request))._unsafeUnwrap();
            expect(ranked.total, label).toBe(skus.length);
            expect(ranked.products.map((product) => product.sku), label).toEqual(skus);
            // A page further in starts where the whole order says (a text ranked by its words' weights lists its groups of equal rank only that far).
            const later = (await search.search({ ...request, start: 7, rows: 5 }))._unsafeUnwrap();
            expect(later.products.map((product) => product.sku), label).toEqual(skus.slice(7, 12));
            const byPrice = (await search.search({ ...request, sort: 'PRICE_DESC' }))._unsafeUnwrap();
            expect(byPrice.products.map((product) => product.sku).sort(), label).toEqual([...skus].sort());
            const classes = (await perClass.search(request))._unsafeUnwrap();
            expect(classes.total, `${label} per class`).toBe(skus.length);
            expect(classes.products.map((product) => product.sku), `${label} per class`).toEqual(skus);
            const laterByClass = (await perClass.search({ ...request, start: 7, rows: 5 }))._unsafeUnwrap();
            expect(laterByClass.products.map((product) => product.sku), `${label} per class`).toEqual(skus.slice(7, 12));
          }
          // The rules find the same products; they may order them differently only for an AND.
          expect([...(orders.proximity ?? [])].sort(), text).toEqual([...(orders['word-weights'] ?? [])].sort());
          if (!matched.includes('&')) expect(orders['word-weights'], text).toEqual(orders.proximity);
          if (JSON.stringify(orders['word-weights']) !== JSON.stringify(orders.proximity)) reordered += 1;
        }
        // Some AND is ordered otherwise by its words' weights than by their distances: the check compares two rules.
        expect(reordered).toBeGreaterThan(0);
        (await new PostgresSearchSynonyms(db).replace([]))._unsafeUnwrap();
      });

      it('refreshes nothing for an empty list of products', async () => {
        expect(await refreshSearchIndex(database.handle.db, [])).toEqual({ products: 0 });
      });

      it('indexes every product of the catalogue, with a listing row per region that prices it', async () => {
        const result = (await database.handle.db.execute(sql`select count(*)::int as count from product_search`)) as unknown as { rows: { count: number }[] };
        // The demo's gold coins and bars come on top of the pieces asked for.
        expect(Number(result.rows[0]?.count)).toBe(PRODUCTS + DEMO_GOLD_PIECES.length);
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
        const suggestions = await new PostgresSearch(broken.handle.db).suggest({ locale: { language: 'en', region: 'sa' }, brand: 'lazurde', text: 'ring', limit: 5, relevance: 'word-weights' });
        expect(suggestions.isErr() && suggestions.error.code).toBe('UNAVAILABLE');
        const config = await new PostgresSearch(broken.handle.db).getConfig('sa', 'config');
        expect(config.isErr() && config.error.code).toBe('UNAVAILABLE');
      });
    });
  });
}
