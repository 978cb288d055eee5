import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '@storefront/core/catalog';
import type { Language } from '@storefront/core/locale';
import {
  DEFAULT_PRICE_RANGE,
  DEFAULT_RELEVANCE_RULE,
  SEARCH_DEFAULTS,
  normaliseForSearch,
  type DomainSort,
  type FacetKey,
  type SearchPort,
  type SearchRequest,
  type SearchResults,
  type SynonymEntry,
} from '@storefront/core/search';

export interface SearchContractSubject {
  /** A search engine holding the demo catalogue (its signature pieces and a few hundred more). */
  readonly port: SearchPort;
  /** Makes these the merchant's synonyms, as the store's synonyms file would (decision 0508). */
  setSynonyms(entries: readonly SynonymEntry[]): Promise<void>;
  dispose(): Promise<void>;
}

type Overrides = Partial<Omit<SearchRequest, 'locale'>> & { readonly language?: Language; readonly region?: 'sa' | 'ae' | 'eg' };

function request(overrides: Overrides = {}): SearchRequest {
  const { language = 'en', region = 'sa', ...rest } = overrides;
  return {
    searchType: 'SEARCH',
    locale: { language, region },
    brand: 'lazurde',
    text: '',
    sort: 'RELEVANCE',
    start: SEARCH_DEFAULTS.start,
    rows: SEARCH_DEFAULTS.pageSize,
    categoryPath: [],
    filters: {},
    priceRange: { ...DEFAULT_PRICE_RANGE },
    facetOptionLimit: SEARCH_DEFAULTS.facetOptionLimit,
    relevance: DEFAULT_RELEVANCE_RULE,
    ...rest,
  };
}

const paid = (product: ProductSummary) => (product.salePrice ?? product.price).amountMinor;
const skus = (results: SearchResults) => results.products.map((product) => product.sku);

/** The rules every `SearchPort` adapter keeps, in English and Arabic. */
export function searchPortContract(label: string, arrange: () => Promise<SearchContractSubject>): void {
  describe(`SearchPort contract: ${label}`, () => {
    let subject: SearchContractSubject;
    const search = async (overrides: Overrides = {}) => (await subject.port.search(request(overrides)))._unsafeUnwrap();
    const found = async (text: string, language: Language = 'en') => skus(await search({ text, language }));

    beforeAll(async () => {
      subject = await arrange();
    });
    afterAll(() => subject?.dispose());

    describe('English and Arabic text', () => {
      it('finds Solitaire Diamond Ring among the first results for its name', async () => {
        expect((await found('solitaire diamond ring')).slice(0, 3)).toContain('LZ-RG-1001');
      });

      it('finds Solitare ring despite the typo', async () => {
        expect(await found('Solitare ring')).toContain('LZ-RG-1001');
      });

      it('finds the tennis bracelet despite two typos', async () => {
        expect(await found('tenis braclet')).toContain('LZ-BR-1005');
      });

      it('finds خاتم سوليتير when the shopper types خواتم سوليتير', async () => {
        expect(await found('خواتم سوليتير', 'ar')).toContain('LZ-RG-1001');
      });

      it('finds اساور without hamza', async () => {
        expect(await found('اساور', 'ar')).toContain('LZ-BR-1005');
      });

      it('finds اقراط لولو with neither hamza', async () => {
        expect(await found('اقراط لولو', 'ar')).toContain('LZ-ER-1007');
      });

      it('finds سوار تنس typed with diacritics and tatweel', async () => {
        expect(await found('سِوَار تـــنس', 'ar')).toContain('LZ-BR-1005');
      });

      it('finds والأساور and بالألماس through their prefixes', async () => {
        expect(await found('والأساور بالألماس', 'ar')).toContain('LZ-BR-1005');
      });

      it('finds سوليتر despite the missing letter', async () => {
        expect(await found('خاتم سوليتر', 'ar')).toContain('LZ-RG-1001');
      });

      it('finds Arabic text in the English store and English text in the Arabic one', async () => {
        expect(await found('سوار تنس', 'en')).toContain('LZ-BR-1005');
        expect(await found('tennis bracelet', 'ar')).toContain('LZ-BR-1005');
      });

      it('reads Arabic-Indic digits as ASCII ones', async () => {
        const indic = await search({ text: 'خاتم ١٨', language: 'ar' });
        const ascii = await search({ text: 'خاتم 18', language: 'ar' });
        expect(indic.total).toBeGreaterThan(0);
        expect(skus(indic)).toEqual(skus(ascii));
      });

      it('treats a plural like its singular', async () => {
        expect((await search({ text: 'rings' })).total).toBe((await search({ text: 'ring' })).total);
        expect((await search({ text: 'خواتم', language: 'ar' })).total).toBe((await search({ text: 'خاتم', language: 'ar' })).total);
      });

      it('matches the start of a word as the shopper types', async () => {
        expect(await found('solit')).toContain('LZ-RG-1001');
        expect(await found('سوليت', 'ar')).toContain('LZ-RG-1001');
      });

      it('finds nothing for words no product holds', async () => {
        const results = await search({ text: 'zzqx wvvk' });
        expect(results.total).toBe(0);
        expect(results.products).toEqual([]);
      });

      it('answers in the request language', async () => {
        const [english] = (await search({ text: 'LZ-RG-1001' })).products;
        const [arabic] = (await search({ text: 'LZ-RG-1001', language: 'ar' })).products;
        expect(english?.name).toBe('Solitaire Diamond Ring');
        expect(arabic?.name).toBe('خاتم سوليتير بالألماس');
      });
    });

    describe("the merchant's synonyms and swapped letters", () => {
      const all = async (text: string, language: Language = 'en') => new Set(skus(await search({ text, language, rows: 1000 })));
      const includes = (outer: Set<string>, inner: Set<string>) => [...inner].every((sku) => outer.has(sku));
      afterAll(() => subject?.setSynonyms([]));

      it('finds each term of a two-way synonym by the other', async () => {
        await subject.setSynonyms([]);
        const [chains, links] = [await all('chain'), await all('link')];
        expect(chains.size).toBeGreaterThan(0);
        expect(links.size).toBeGreaterThan(0);
        expect(includes(chains, links)).toBe(false);
        await subject.setSynonyms([{ language: 'en', kind: 'two-way', terms: ['chain', 'link'] }]);
        const union = new Set([...chains, ...links]);
        expect(await all('chains')).toEqual(union);
        expect(await all('link')).toEqual(union);
      });

      it('finds the narrower terms of a one-way synonym from the broader one, not the other way', async () => {
        await subject.setSynonyms([]);
        const [weddings, bridal] = [await all('wedding'), await all('bridal')];
        expect(weddings.size).toBeGreaterThan(0);
        expect(bridal.size).toBeGreaterThan(0);
        expect(includes(weddings, bridal)).toBe(false);
        await subject.setSynonyms([{ language: 'en', kind: 'one-way', from: 'wedding', to: ['bridal'] }]);
        expect(await all('weddings')).toEqual(new Set([...weddings, ...bridal]));
        expect(await all('bridal')).toEqual(bridal);
      });

      it('matches Arabic synonyms whatever the hamza, ta marbuta or article the file or the shopper writes', async () => {
        await subject.setSynonyms([]);
        const earrings = await all('أقراط', 'ar');
        const necklaces = await all('قلادة', 'ar');
        expect(earrings.size).toBeGreaterThan(0);
        expect(await all('تراكي', 'ar')).toEqual(new Set());
        expect(await all('عقد', 'ar')).toEqual(new Set());
        await subject.setSynonyms([
          { language: 'ar', kind: 'two-way', terms: ['اقراط', 'تراكي'] },
          { language: 'ar', kind: 'two-way', terms: ['قلاده', 'عِقد'] },
        ]);
        expect(await all('تراكي', 'ar')).toEqual(earrings);
        expect(await all('التراكي', 'ar')).toEqual(earrings);
        expect(await all('عقد', 'ar')).toEqual(necklaces);
        expect(await all('العقد', 'ar')).toEqual(necklaces);
        expect(await all('قلادة', 'ar')).toEqual(necklaces);
        // The synonyms hold in the English store too: words are read by their script.
        expect(await all('تراكي')).toEqual(earrings);
      });

      it('forgets synonyms the merchant removes', async () => {
        await subject.setSynonyms([{ language: 'ar', kind: 'two-way', terms: ['أقراط', 'تراكي'] }]);
        expect((await all('تراكي', 'ar')).size).toBeGreaterThan(0);
        await subject.setSynonyms([]);
        expect(await all('تراكي', 'ar')).toEqual(new Set());
      });

      it('corrects a missing letter to the word meant, not to a shorter word alike: "earings" finds earrings, not rings', async () => {
        await subject.setSynonyms([]);
        const [earrings, rings, found] = [await all('earrings'), await all('rings'), await all('earings')];
        expect(found.size).toBeGreaterThan(0);
        expect(includes(earrings, found)).toBe(true);
        expect([...found].filter((sku) => rings.has(sku) && !earrings.has(sku))).toEqual([]);
      });

      it('finds the singular of an Arabic plural no suffix rule reads: دبلات finds دبلة', async () => {
        await subject.setSynonyms([]);
        const bands = await all('دبلة', 'ar');
        expect(bands.size).toBeGreaterThan(0);
        expect(await all('دبلات', 'ar')).toEqual(bands);
      });

      it('finds a word typed with two neighbouring letters swapped, in English and Arabic', async () => {
        await subject.setSynonyms([]);
        // Each is too unlike its word by trigrams to be corrected that way (similarity 0.38, 0.33, 0.11).
        const necklaces = await all('necklace');
        expect(necklaces.size).toBeGreaterThan(0);
        expect(await all('neckalce')).toEqual(necklaces);
        const solitaires = await all('سوليتير', 'ar');
        expect(solitaires.size).toBeGreaterThan(0);
        expect(await all('سولتيير', 'ar')).toEqual(solitaires);
        const rings = await all('خاتم', 'ar');
        expect(rings.size).toBeGreaterThan(0);
        expect(await all('ختام', 'ar')).toEqual(rings);
      });

      it('still finds nothing for a word no product and no synonym holds', async () => {
        await subject.setSynonyms([
          { language: 'en', kind: 'two-way', terms: ['chain', 'link'] },
          { language: 'ar', kind: 'two-way', terms: ['أقراط', 'تراكي'] },
        ]);
        expect((await search({ text: 'umbrella' })).total).toBe(0);
        expect((await search({ text: 'مظلة', language: 'ar' })).total).toBe(0);
        expect((await search({ text: 'chain umbrella' })).total).toBe(0);
      });
    });

    describe('scope and paging', () => {
      it('lists only the brand’s products priced in the request’s region', async () => {
        const results = await search({ rows: 100 });
        expect(results.products.every((product) => product.brand === 'lazurde' && product.price.currency === 'SAR')).toBe(true);
        expect((await search({ brand: 'waves', region: 'eg' })).total).toBe(0);
        expect((await search({ brand: 'waves', region: 'sa' })).total).toBeGreaterThan(0);
      });

      it('pages 40 at a time by default, without repeats, up to the total', async () => {
        const first = await search();
        const second = await search({ start: 40 });
        expect(first.products).toHaveLength(Math.min(40, first.total));
        expect(second.total).toBe(first.total);
        const both = [...skus(first), ...skus(second)];
        expect(new Set(both).size).toBe(both.length);
        expect(both).toEqual(skus(await search({ rows: 80 })).slice(0, both.length));
        expect((await search({ start: first.total })).products).toEqual([]);
      });
    });

    describe('sorts', () => {
      const sorted = async (sort: DomainSort, language: Language = 'en') => (await search({ sort, rows: 100, language })).products;

      it('orders by the price paid, both ways', async () => {
        const ascending = (await sorted('PRICE_ASC')).map(paid);
        const descending = (await sorted('PRICE_DESC')).map(paid);
        expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
        expect(descending).toEqual([...descending].sort((a, b) => b - a));
      });

      it('orders by name in the request language', async () => {
        for (const language of ['en', 'ar'] as const) {
          const names = (await sorted('NAME_ASC', language)).map((product) => normaliseForSearch(product.name, language));
          expect(names).toEqual([...names].sort());
        }
      });

      it('puts the biggest saving first and full-price pieces last', async () => {
        const products = await sorted('SALE_PERCENTAGE_DESC');
        expect(products[0]?.salePrice).toBeDefined();
        const firstFullPrice = products.findIndex((product) => product.salePrice === undefined);
        if (firstFullPrice >= 0) expect(products.slice(firstFullPrice).every((product) => product.salePrice === undefined)).toBe(true);
      });

      it('puts the newest piece first for new arrivals', async () => {
        expect((await sorted('NEW_ARRIVAL_DESC'))[0]?.sku).toBe('LZ-RG-1001');
      });

      it('keeps the same products whatever the sort', async () => {
        const total = (await search()).total;
        for (const sort of ['BEST_SELLING', 'NAME_ASC', 'SALE_PERCENTAGE_DESC'] as const) expect((await search({ sort })).total).toBe(total);
      });
    });

    describe('filters and facets', () => {
      const options = (results: SearchResults, key: FacetKey) => results.facets[key] ?? [];
      const count = (results: SearchResults, key: FacetKey, value: string) => options(results, key).find((option) => option.value === value)?.count;

      it('lists the English facets in English and the Arabic ones in Arabic', async () => {
        const english = await search();
        const arabic = await search({ language: 'ar' });
        expect(options(english, 'type').map((option) => option.value)).toContain('Rings');
        expect(options(arabic, 'type_ar').map((option) => option.value)).toContain('خواتم');
        expect(english.facets.type_ar).toBeUndefined();
        expect(arabic.facets.type).toBeUndefined();
        for (const key of ['category', 'metal', 'metal_karat', 'metal_color', 'brand', 'price', 'collection', 'stone', 'diamonds'] as const) {
          expect(options(english, key).length, key).toBeGreaterThan(0);
        }
      });

      it("names each value of a facet with twins in the other language too, and the twin's options match", async () => {
        const english = await search();
        const arabic = await search({ language: 'ar' });
        const rings = options(english, 'type').find((option) => option.value === 'Rings');
        expect(rings?.twinValue).toBe('خواتم');
        expect(options(arabic, 'type_ar').find((option) => option.value === 'خواتم')?.twinValue).toBe('Rings');
        for (const [en, ar] of [['type', 'type_ar'], ['metal_karat', 'metal_karat_ar'], ['metal_color', 'metal_color_ar'], ['stone', 'stone_ar']] as const) {
          const pairs = (results: SearchResults, key: FacetKey, swap: boolean) =>
            options(results, key).map((option) => (swap ? `${option.twinValue} ${option.value}` : `${option.value} ${option.twinValue}`)).sort();
          expect(pairs(arabic, ar, true), en).toEqual(pairs(english, en, false));
        }
        // A facet whose values are the same in both languages has no twin to name.
        expect(options(english, 'metal').every((option) => option.twinValue === undefined)).toBe(true);
      });

      it('filters to as many results as the facet counted', async () => {
        const all = await search();
        const rings = await search({ filters: { type: ['Rings'] } });
        expect(rings.total).toBe(count(all, 'type', 'Rings'));
        expect((await search({ filters: { type_ar: ['خواتم'] }, language: 'ar' })).total).toBe(rings.total);
      });

      it('counts a facet without its own filter, so other values stay offered', async () => {
        const rings = await search({ filters: { type: ['Rings'] } });
        const types = options(rings, 'type');
        expect(types.find((option) => option.value === 'Rings')?.selected).toBe(true);
        expect(types.filter((option) => !option.selected).length).toBeGreaterThan(0);
        const both = await search({ filters: { type: ['Rings', 'Earrings'] } });
        expect(both.total).toBe((count(rings, 'type', 'Rings') ?? 0) + (count(rings, 'type', 'Earrings') ?? 0));
      });

      it('treats diamonds and other gemstones as one choice', async () => {
        const diamonds = await search({ filters: { diamonds: ['Diamonds'] } });
        const pearls = await search({ filters: { stone: ['Pearl'] } });
        const either = await search({ filters: { diamonds: ['Diamonds'], stone: ['Pearl'] } });
        expect(diamonds.total).toBeGreaterThan(0);
        expect(either.total).toBe(diamonds.total + pearls.total);
      });

      it('lists at most facetOptionLimit options per facet', async () => {
        const results = await search({ facetOptionLimit: 2 });
        for (const list of Object.values(results.facets)) expect(list.length).toBeLessThanOrEqual(2);
      });

      it('keeps to the price range, in whole currency units', async () => {
        const results = await search({ priceRange: { min: 2000, max: 5000 }, rows: 100 });
        expect(results.total).toBeGreaterThan(0);
        expect(results.products.every((product) => paid(product) >= 200_000 && paid(product) < 500_000)).toBe(true);
        expect(results.total).toBe(count(await search(), 'price', '2000-5000'));
        expect(options(results, 'price').find((option) => option.value === '2000-5000')?.selected).toBe(true);
      });

      it('holds a price from the lower end of a range up to, but not including, its upper end', async () => {
        const sorted = async (priceRange: SearchRequest['priceRange'], sort: DomainSort) => (await search({ priceRange, sort, rows: 1 })).products[0];
        expect(paid((await sorted({ min: 1000, max: 2000 }, 'PRICE_ASC'))!)).toBeGreaterThanOrEqual(100_000);
        expect(paid((await sorted({ min: 500, max: 1000 }, 'PRICE_DESC'))!)).toBeLessThan(100_000);
        // Two neighbouring bands hold together what the range they span holds: no price is in both.
        for (const [low, edge, high] of [[500, 1000, 2000], [2000, 5000, 10_000], [100, 1000, 100_000]] as const) {
          const below = await search({ priceRange: { min: low, max: edge } });
          const above = await search({ priceRange: { min: edge, max: high } });
          expect(below.total + above.total, `${low}-${edge}-${high}`).toBe((await search({ priceRange: { min: low, max: high } })).total);
        }
      });

      it('counts every result in exactly one price band, so the bands add up to the total', async () => {
        const sets: Overrides[] = [
          {},
          { searchType: 'CATNAV', categoryPath: ['rings' as never] },
          { searchType: 'CATNAV', categoryPath: ['rings' as never], language: 'ar' },
          { searchType: 'CATNAV', categoryPath: ['rings' as never], region: 'ae', filters: { metal_karat: ['18K'] } },
          { text: 'ring' },
        ];
        for (const set of sets) {
          const results = await search(set);
          const bands = options(results, 'price');
          expect(results.total, JSON.stringify(set)).toBeGreaterThan(0);
          expect(bands.every((option) => option.count > 0), JSON.stringify(set)).toBe(true);
          expect(bands.reduce((sum, option) => sum + option.count, 0), JSON.stringify(set)).toBe(results.total);
        }
      });
    });

    describe('category navigation', () => {
      const browse = (slug: string, language: Language = 'en') => search({ searchType: 'CATNAV', categoryPath: [slug as never], language });

      it('lists a category by its English or Arabic slug alike', async () => {
        const rings = await browse('rings');
        expect(rings.total).toBeGreaterThan(0);
        expect((await browse('خواتم', 'ar')).total).toBe(rings.total);
        expect(rings.products.every((product) => product.sku.includes('-RG-'))).toBe(true);
      });

      it('shows a parent category’s children’s products too', async () => {
        const parent = await browse('gold-jewelry');
        const child = await browse('18k-gold');
        expect(child.total).toBeGreaterThan(0);
        expect(parent.total).toBeGreaterThanOrEqual(child.total);
        expect(parent.facets.category?.map((option) => option.value)).toContain('18k-gold');
      });

      it('finds nothing in a category no catalogue holds', async () => {
        expect((await browse('no-such-category')).total).toBe(0);
      });
    });

    describe('suggestions', () => {
      it('completes what the shopper types, in either script, within the limit', async () => {
        const english = (await subject.port.suggest({ locale: { language: 'en', region: 'sa' }, brand: 'lazurde', text: 'solit', limit: 15, relevance: DEFAULT_RELEVANCE_RULE }))._unsafeUnwrap();
        expect(english.phrases.length).toBeGreaterThan(0);
        expect(english.phrases.every((phrase) => /solitaire/i.test(phrase))).toBe(true);
        expect(english.products.map((product) => product.sku)).toContain('LZ-RG-1001');
        const arabic = (await subject.port.suggest({ locale: { language: 'ar', region: 'sa' }, brand: 'lazurde', text: 'اساو', limit: 3, relevance: DEFAULT_RELEVANCE_RULE }))._unsafeUnwrap();
        expect(arabic.phrases.length).toBeGreaterThan(0);
        expect(arabic.phrases.length).toBeLessThanOrEqual(3);
        expect(arabic.products.length).toBeLessThanOrEqual(3);
      });

      it('offers the names in the page language first when the other script is typed, typos and all', async () => {
        const suggest = async (language: Language, text: string) =>
          (await subject.port.suggest({ locale: { language, region: 'sa' }, brand: 'lazurde', text, limit: 15, relevance: DEFAULT_RELEVANCE_RULE }))._unsafeUnwrap().phrases;
        const arabicScript = (phrase: string) => /[\u0600-\u06ff]/.test(phrase);
        const onArabicPage = await suggest('ar', 'braclet');
        expect(onArabicPage[0]).toBe('أساور');
        expect(onArabicPage.length).toBeLessThanOrEqual(15);
        const firstEnglish = onArabicPage.findIndex((phrase) => !arabicScript(phrase));
        expect(firstEnglish === -1 || onArabicPage.findLastIndex(arabicScript) < firstEnglish, onArabicPage.join(' | ')).toBe(true);
        const onEnglishPage = await suggest('en', 'اساور');
        expect(onEnglishPage[0]).toBe('Bracelets');
        expect(await suggest('en', 'braclet')).toEqual((await suggest('en', 'braclet')).filter((phrase) => !arabicScript(phrase)));
      });

      it('suggests nothing for nothing typed', async () => {
        const empty = (await subject.port.suggest({ locale: { language: 'en', region: 'sa' }, brand: 'lazurde', text: '  ', limit: 15, relevance: DEFAULT_RELEVANCE_RULE }))._unsafeUnwrap();
        expect(empty).toEqual({ phrases: [], products: [] });
      });
    });

    describe('configuration', () => {
      it('gives the region’s search configuration and refuses an unknown document', async () => {
        const config = (await subject.port.getConfig('sa', 'config'))._unsafeUnwrap();
        expect(config).toMatchObject({ region: 'sa', pageSize: SEARCH_DEFAULTS.pageSize });
        const missing = await subject.port.getConfig('sa', 'banner:nowhere');
        expect(missing.isErr() && missing.error.code).toBe('NOT_FOUND');
      });
    });
  });
}
