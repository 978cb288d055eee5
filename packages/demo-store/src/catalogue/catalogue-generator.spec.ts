import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '@storefront/core/search';
import { CATALOGUE_EPOCH, DEFAULT_DEMO_PRODUCTS, generateDemoCatalogue, type GeneratedProduct } from './catalogue-generator.js';
import { DEMO_GOLD_PIECES } from './demo-gold.js';
import { DEMO_PRODUCTS } from './demo-products.js';
import { arabicFacetLabel, type FacetColumn } from './facet-labels.js';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const small = generateDemoCatalogue({ products: 60 });
const full = generateDemoCatalogue();

function availableIn(product: GeneratedProduct, region: 'sa' | 'ae' | 'eg'): number {
  return product.variants.reduce((sum, variant) => sum + (variant.stock[region] ?? 0), 0);
}

describe('the demo catalogue generator', () => {
  it('gives the same catalogue for the same seed and size', () => {
    expect(JSON.stringify(generateDemoCatalogue({ products: 60 }))).toBe(JSON.stringify(small));
  });

  it('gives another catalogue for another seed, keeping the signature pieces', () => {
    const other = generateDemoCatalogue({ products: 60, seed: 'another' });

    expect(other.products.map((p) => p.nameEn)).not.toEqual(small.products.map((p) => p.nameEn));
    expect(other.products.slice(0, DEMO_PRODUCTS.length).map((p) => p.sku)).toEqual(DEMO_PRODUCTS.map((p) => p.sku));
  });

  it('makes exactly the number of products asked, about 1,500 by default, and the six gold pieces besides', () => {
    expect(DEMO_GOLD_PIECES).toHaveLength(6);
    expect(small.products).toHaveLength(60 + 6);
    expect(full.products).toHaveLength(DEFAULT_DEMO_PRODUCTS + 6);
    expect(new Set(full.products.map((p) => p.sku)).size).toBe(DEFAULT_DEMO_PRODUCTS + 6);
  });

  it('extends a smaller catalogue of the same seed rather than reshuffling it, the gold pieces last in both', () => {
    const names = (products: readonly GeneratedProduct[]) => products.map((p) => `${p.sku} ${p.nameEn}`);

    expect(names(full.products.slice(0, 60))).toEqual(names(small.products.slice(0, 60)));
    expect(names(full.products.slice(-6))).toEqual(names(small.products.slice(-6)));
  });

  it('sells the gold coins and bars in every region, in both languages, as bullion in stock', () => {
    const gold = full.products.filter((p) => DEMO_GOLD_PIECES.some((piece) => piece.sku === p.sku));

    expect(gold.map((p) => [p.sku, p.nameEn, p.nameAr, p.kind])).toEqual([
      ['LZ-CN-1101', '22K Gold Coin, 8 g', 'عملة ذهبية عيار 22، 8 غرامات', 'gold-coin'],
      ['LZ-CN-1102', '24K Gold Coin, 4 g', 'عملة ذهبية عيار 24، 4 غرامات', 'gold-coin'],
      ['LZ-CN-1103', '24K Gold Coin, 1 g', 'عملة ذهبية عيار 24، غرام واحد', 'gold-coin'],
      ['LZ-BA-1104', '24K Gold Bar, 5 g', 'سبيكة ذهب عيار 24، 5 غرامات', 'gold-bar'],
      ['LZ-BA-1105', '24K Gold Bar, 10 g', 'سبيكة ذهب عيار 24، 10 غرامات', 'gold-bar'],
      ['LZ-BA-1106', '24K Gold Bar, 20 g', 'سبيكة ذهب عيار 24، 20 غراماً', 'gold-bar'],
    ]);
    for (const piece of gold) {
      expect(piece.pierced).toBe(false);
      expect(piece.prices.map((price) => price.region)).toEqual(['sa', 'ae', 'eg']);
      expect(piece.variants).toHaveLength(1);
      expect(piece.variants[0]?.stock).toEqual({ sa: 25, ae: 25, eg: 25 });
      expect(piece.categories).toContain('coins-bars');
      expect(piece.descriptionEn).toContain('cannot be returned');
      expect(piece.descriptionAr).toContain('لا يمكن إرجاع');
    }
    expect(full.products.find((p) => p.sku === 'LZ-CN-1101')?.prices.find((price) => price.region === 'sa')?.priceMinor).toBe(3_820_00);
  });

  it('flags every coin and bar as bullion and every earring as pierced, and nothing else', () => {
    for (const product of full.products) {
      const kind = product.type === 'Coins' ? 'gold-coin' : product.type === 'Bars' ? 'gold-bar' : 'jewellery';
      expect(product.kind, product.sku).toBe(kind);
      expect(product.pierced, product.sku).toBe(product.type === 'Earrings');
    }
    expect(full.products.filter((p) => p.kind === 'gold-coin').length).toBeGreaterThan(3);
    expect(full.products.filter((p) => p.pierced).map((p) => p.sku)).toEqual(expect.arrayContaining(['LZ-ER-1007', 'LZ-ER-1008', 'ML-ER-2002']));
  });

  it('has every category slug of the spec, named in English and Arabic, two levels deep', () => {
    const slugs = small.categories.map((c) => c.slugEn);
    for (const slug of [...Object.keys(CATEGORY_SLUGS), '18k-gold', '21k-gold']) expect(slugs).toContain(slug);
    for (const category of small.categories) {
      expect(category.nameAr).toMatch(ARABIC_LETTER);
      expect(category.slugAr).toMatch(ARABIC_LETTER);
      const parent = small.categories.find((c) => c.slugEn === category.parent);
      expect(parent?.parent ?? null).toBeNull();
    }
  });

  it('never prices waves outside KSA', () => {
    const waves = full.products.filter((p) => p.brand === 'waves');

    expect(waves.length).toBeGreaterThan(50);
    expect(waves.flatMap((p) => p.prices.map((price) => price.region))).toEqual(waves.map(() => 'sa'));
    expect(waves.every((p) => p.variants.every((v) => Object.keys(v.stock).join() === 'sa'))).toBe(true);
  });

  it('puts about a quarter on sale, every sale price below its price and matching its percentage', () => {
    const onSale = full.products.filter((p) => p.prices.some((price) => price.salePriceMinor !== null));

    expect(onSale.length / full.products.length).toBeGreaterThan(0.18);
    expect(onSale.length / full.products.length).toBeLessThan(0.3);
    for (const price of full.products.flatMap((p) => p.prices)) {
      expect(Number.isInteger(price.priceMinor) && price.priceMinor > 0).toBe(true);
      expect(price.basePriceMinor).toBe(price.priceMinor);
      if (price.salePriceMinor === null) {
        expect(price.salePercent).toBe(0);
      } else {
        expect(price.salePriceMinor).toBeGreaterThan(0);
        expect(price.salePriceMinor).toBeLessThan(price.priceMinor);
        expect(Math.abs(price.salePriceMinor - (price.priceMinor * (100 - price.salePercent)) / 100)).toBeLessThanOrEqual(50);
      }
    }
  });

  it('sells some pieces out and leaves some at or below their warning level', () => {
    const ksa = full.products.filter((p) => p.prices.some((price) => price.region === 'sa'));
    const out = ksa.filter((p) => availableIn(p, 'sa') === 0);
    const low = ksa.filter((p) => p.variants.some((v) => (v.stock.sa ?? 0) > 0 && (v.stock.sa ?? 0) <= v.warningLevel));

    expect(out.length / ksa.length).toBeGreaterThan(0.04);
    expect(out.length / ksa.length).toBeLessThan(0.14);
    expect(low.length).toBeGreaterThan(50);
    expect(small.products.some((p) => availableIn(p, 'sa') === 0)).toBe(true);
  });

  it('stocks every boutique with a good share of its brand’s pieces of its region, never a signature piece, a few units each', () => {
    const signatures = new Set(DEMO_PRODUCTS.flatMap((product) => full.products.find((p) => p.sku === product.sku)?.variants.map((v) => v.sku) ?? []));
    for (const store of full.stores) {
      const carried = full.products.filter(
        (product) => product.brand === store.brand && product.prices.some((price) => price.region === store.region) && product.variants.some((variant) => variant.sku in store.stock),
      );
      const sold = full.products.filter((product) => product.brand === store.brand && product.prices.some((price) => price.region === store.region));
      expect(carried.length / sold.length, `${store.nameEn} (${store.brand}, ${store.region})`).toBeGreaterThan(0.25);
      for (const [sku, units] of Object.entries(store.stock)) {
        expect(signatures.has(sku)).toBe(false);
        expect(units).toBeGreaterThanOrEqual(1);
        expect(units).toBeLessThanOrEqual(4);
      }
    }
    expect(new Set(full.stores.map((store) => store.region))).toEqual(new Set(['sa', 'ae', 'eg']));
  });

  it('names products from jewellery words in both languages', () => {
    for (const product of full.products) {
      expect(product.nameEn).not.toMatch(/Product \d+|lorem|ipsum/i);
      expect(product.nameAr).toMatch(ARABIC_LETTER);
      expect(product.descriptionAr).toMatch(ARABIC_LETTER);
      expect(product.descriptionEn.length).toBeGreaterThan(30);
    }
  });

  it('keeps the signature pieces newest, newest first, with their names and riyal prices', () => {
    const signatures = full.products.slice(0, DEMO_PRODUCTS.length);
    const oldestSignature = Math.min(...signatures.map((p) => p.createdAt.getTime()));

    expect(signatures[0]).toMatchObject({ sku: 'LZ-RG-1001', nameEn: 'Solitaire Diamond Ring', nameAr: 'خاتم سوليتير بالألماس' });
    expect(signatures[0]?.createdAt.getTime()).toBe(CATALOGUE_EPOCH);
    expect(signatures[0]?.prices.find((price) => price.region === 'sa')?.priceMinor).toBe(745_000);
    expect(full.products.slice(DEMO_PRODUCTS.length).every((p) => p.createdAt.getTime() < oldestSignature)).toBe(true);
  });

  it('leaves LZ-ER-1007 the only sold-out piece among the ten newest of the main brand in KSA', () => {
    for (const catalogue of [small, full]) {
      const newest = catalogue.products
        .filter((p) => p.brand === 'lazurde' && p.prices.some((price) => price.region === 'sa'))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, 10);

      expect(newest.filter((p) => availableIn(p, 'sa') === 0).map((p) => p.sku)).toEqual(['LZ-ER-1007']);
    }
  });

  it('sizes rings as variants, 12 of each size of the solitaire', () => {
    const solitaire = full.products[0];

    expect(solitaire?.variants.map((v) => v.options)).toEqual([{ Size: '50' }, { Size: '52' }, { Size: '54' }, { Size: '56' }]);
    expect(solitaire?.variants.every((v) => v.stock.sa === 12 && v.stock.ae === 12 && v.stock.eg === 12)).toBe(true);
    const rings = full.products.filter((p) => p.type === 'Rings');
    expect(rings.every((p) => p.variants.length >= 4 && p.variants.every((v) => /^\d{2}$/.test(v.options.Size ?? '')))).toBe(true);
  });

  it('relates 4 to 8 products of the same brand, never the product itself', () => {
    const brandOf = new Map(full.products.map((p) => [p.sku, p]));
    for (const product of full.products) {
      expect(product.related.length).toBeGreaterThanOrEqual(4);
      expect(product.related.length).toBeLessThanOrEqual(8);
      expect(product.related).not.toContain(product.sku);
      const sameTypeOrCollection = product.related.filter((sku) => {
        const related = brandOf.get(sku);
        return related?.brand === product.brand && (related.type === product.type || (product.collection !== null && related.collection === product.collection));
      });
      expect(sameTypeOrCollection.length).toBeGreaterThanOrEqual(product.related.length - 1);
    }
  });

  it('writes reviews in both languages with ratings of 1 to 5, some featured', () => {
    const reviews = full.products.flatMap((p) => p.reviews);

    expect(new Set(reviews.map((r) => r.language))).toEqual(new Set(['en', 'ar']));
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.some((r) => r.featured)).toBe(true);
    expect(reviews.filter((r) => r.language === 'ar').every((r) => ARABIC_LETTER.test(r.body))).toBe(true);
  });

  it('pictures signature pieces by their kind and generated ones in two views of kind, metal, colour and stone', () => {
    const illustration = /^\/images\/illustrations\/[a-z]+-[a-z]+-[a-z]+-[a-z]+-\d{1,4}\.svg$/;
    for (const [index, product] of small.products.entries()) {
      expect(product.images[0]).toEqual({ position: 0, path: product.imagePath, altEn: product.nameEn, altAr: product.nameAr });
      if (index < DEMO_PRODUCTS.length) {
        expect(product.images).toHaveLength(1);
        expect(product.imagePath).toMatch(/^\/images\/catalog\/(ring|necklace|bracelet|earrings)\.svg$/);
      } else {
        expect(product.imagePath).toMatch(illustration);
        expect(product.images[1]?.path).toMatch(illustration);
        expect(product.images[1]?.path).not.toBe(product.imagePath);
      }
    }
  });

  it('has an Arabic label for every facet value it stores', () => {
    const columns: FacetColumn[] = ['type', 'metal', 'karat', 'colour', 'stone', 'collection', 'charmFamily', 'capsule'];
    for (const product of full.products) {
      for (const column of columns) {
        const value = product[column];
        if (value !== null) expect(arabicFacetLabel(column, value), `${column} ${value}`).toMatch(ARABIC_LETTER);
      }
    }
  });
});
