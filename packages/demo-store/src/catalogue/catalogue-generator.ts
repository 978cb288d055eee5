import type { CatalogueKind } from '@storefront/core/catalog';
import { brandSellsIn, currencyOf, REGIONS, type Brand, type CurrencyCode, type Region } from '@storefront/core/locale';
import { DEMO_CATEGORIES, type DemoCategory, type DemoCategorySlug } from './category-tree.js';
import { DEMO_CUSTOMER_REVIEWS, DEMO_CUSTOMERS } from './demo-customers.js';
import { DEMO_GOLD_PIECES, type DemoGoldPiece } from './demo-gold.js';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products.js';
import { designProduct, type ProductDesign } from './product-design.js';
import { Random } from './random.js';
import { groupsOf, relatedOf } from './related-products.js';
import { reviewsFor, type GeneratedReview } from './review-generator.js';
import { REVIEW_TEXTS } from './vocabulary/reviews.js';
import { DEMO_STORES, type DemoStore } from './store-locations.js';
import { STONES, type StoneKey } from './vocabulary/materials.js';
import { BULLION_WEIGHTS, GOLD_SAR_PER_GRAM, PRODUCT_TYPES } from './vocabulary/product-types.js';

export const DEFAULT_DEMO_PRODUCTS = 1500;
export const DEFAULT_DEMO_SEED = 'storefront-demo';
/** The newest signature piece is dated here; every date of the catalogue is fixed from it. */
export const CATALOGUE_EPOCH = Date.UTC(2026, 9, 1);
const DAY = 86_400_000;
const SIGNATURE_RING_SIZES = ['50', '52', '54', '56'] as const;
/** New arrivals: the newest products of each brand are always in stock. */
const FRESH_PER_BRAND = 20;
const NEW_IN_DAYS = 75;
const WARNING_LEVEL = 3;

export interface GeneratedPrice {
  readonly region: Region;
  readonly currency: CurrencyCode;
  readonly priceMinor: number;
  readonly basePriceMinor: number;
  readonly salePriceMinor: number | null;
  readonly salePercent: number;
}

export interface GeneratedVariant {
  readonly sku: string;
  readonly options: Readonly<Record<string, string>>;
  readonly position: number;
  /** Units available to sell at the region's location, for every region the product sells in. */
  readonly stock: Readonly<Partial<Record<Region, number>>>;
  readonly warningLevel: number;
}

export interface GeneratedProduct {
  readonly sku: string;
  readonly brand: Brand;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly type: string;
  readonly metal: string | null;
  readonly karat: string | null;
  readonly colour: string | null;
  readonly stone: string | null;
  readonly collection: string | null;
  readonly charmFamily: string | null;
  readonly capsule: string | null;
  readonly bestSellerRank: number | null;
  readonly imagePath: string;
  /** What the piece is for the return rules: jewellery, a gold coin or a gold bar. */
  readonly kind: CatalogueKind;
  /** Earrings worn through the ear, shipped sealed; never a coin or a bar. */
  readonly pierced: boolean;
  readonly createdAt: Date;
  readonly categories: readonly DemoCategorySlug[];
  readonly prices: readonly GeneratedPrice[];
  readonly variants: readonly GeneratedVariant[];
  readonly images: readonly { readonly position: number; readonly path: string; readonly altEn: string; readonly altAr: string }[];
  /** SKUs of 4 to 8 products of the same brand and type or collection, in display order. */
  readonly related: readonly string[];
  readonly reviews: readonly GeneratedReview[];
}

export interface DemoCatalogue {
  readonly seed: string;
  readonly categories: readonly DemoCategory[];
  readonly products: readonly GeneratedProduct[];
  readonly stores: readonly DemoBoutique[];
}

/** A boutique with the units it holds per variant SKU: pickups are collected where every line is held. */
export interface DemoBoutique extends DemoStore {
  readonly stock: Readonly<Record<string, number>>;
}

export interface CatalogueOptions {
  /**
   * Products in all, the signature pieces included; at least their number. The demo's gold coins
   * and bars (`DEMO_GOLD_PIECES`) come on top, so the generated pieces stay the same.
   */
  readonly products?: number;
  readonly seed?: string;
}

/** Whole units in each region's currency, rounded the way a merchant prices. */
export function regionalPrice(priceSar: number, region: Region): number {
  switch (region) {
    case 'sa':
      return priceSar;
    case 'ae':
      return Math.round((priceSar * 0.98) / 10) * 10;
    case 'eg':
      return Math.round((priceSar * 13.2) / 50) * 50;
  }
}

function pricesOf(priceSar: number, salePercent: number | undefined, regions: readonly Region[]): GeneratedPrice[] {
  return regions.map((region) => {
    const priceMinor = regionalPrice(priceSar, region) * 100;
    const salePriceMinor = salePercent === undefined ? null : Math.round((priceMinor * (100 - salePercent)) / 10_000) * 100;
    return { region, currency: currencyOf(region), priceMinor, basePriceMinor: priceMinor, salePriceMinor, salePercent: salePercent ?? 0 };
  });
}

/** The signature pieces' own stock rule, unchanged: every seventh sold out, every fifth nearly. */
function signatureStock(index: number): number {
  if (index % 7 === 6) return 0;
  if (index % 5 === 4) return 2;
  return 12;
}

function signatureDesign(product: DemoProduct, index: number): ProductDesign {
  const type = PRODUCT_TYPES.find((candidate) => candidate.facet.en === product.facets.type);
  if (!type) throw new Error(`Unknown type ${product.facets.type} on ${product.sku}`);
  return {
    sku: product.sku,
    brand: product.brand,
    kind: product.kind,
    type,
    nameEn: product.nameEn,
    nameAr: product.nameAr,
    descriptionEn: product.descriptionEn,
    descriptionAr: product.descriptionAr,
    metal: 'Gold',
    karat: product.facets.karat,
    colour: product.facets.colour,
    stone: product.facets.stone,
    collection: product.facets.collection,
    charmFamily: product.facets.charmFamily ?? null,
    capsule: null,
    audience: 'women',
    pierced: product.pierced === true,
    priceSar: product.priceSar,
    ...(product.salePercent === undefined ? {} : { salePercent: product.salePercent }),
    regions: REGIONS.filter((region) => brandSellsIn(product.brand, region)),
    sizes: product.kind === 'ring' ? SIGNATURE_RING_SIZES : [],
    createdAt: new Date(CATALOGUE_EPOCH - index * DAY),
  };
}

/** The gold pieces are older than every generated piece but the oldest, so no shelf of new pieces changes. */
const GOLD_AGE_DAYS = 500;
const GOLD_STOCK = 25;
/** Image seeds of the gold pieces' illustrations, apart from the generated pieces' indices. */
const GOLD_IMAGE_SEED = 9000;

function goldDesign(piece: DemoGoldPiece, index: number): ProductDesign {
  const type = PRODUCT_TYPES.find((candidate) => candidate.kind === piece.kind);
  const weight = BULLION_WEIGHTS.find((candidate) => candidate.grams === piece.grams);
  if (!type || !weight) throw new Error(`No type or weight for ${piece.sku}`);
  const coin = piece.kind === 'coin';
  const fineness = piece.karat === '24K' ? 1 : 0.916;
  const purity = piece.karat === '24K' ? '999.9' : '916';
  const k = piece.karat.replace('K', '');
  return {
    sku: piece.sku,
    brand: 'lazurde',
    kind: piece.kind,
    type,
    nameEn: piece.nameEn,
    nameAr: piece.nameAr,
    descriptionEn: `A ${piece.karat} gold ${coin ? 'coin' : 'bar'}, ${weight.en} of ${purity} fine gold, sealed in its assay card. ${type.detail.en}`,
    descriptionAr: `${coin ? 'عملة ذهبية' : 'سبيكة ذهب'} عيار ${k} بوزن ${weight.ar} ونقاء ${purity}، مختومة في بطاقة الفحص الخاصة بها. ${type.detail.ar}`,
    metal: 'Gold',
    karat: piece.karat,
    colour: 'Yellow Gold',
    stone: null,
    collection: null,
    charmFamily: null,
    capsule: null,
    audience: 'women',
    pierced: false,
    priceSar: Math.round((piece.grams * GOLD_SAR_PER_GRAM * fineness * (coin ? 1.12 : 1.06)) / 10) * 10,
    regions: REGIONS.filter((region) => brandSellsIn('lazurde', region)),
    sizes: [],
    createdAt: new Date(CATALOGUE_EPOCH - (GOLD_AGE_DAYS + index) * DAY),
  };
}

/** The catalogue's kind of a design: its coins and bars are bullion, everything else jewellery. */
function catalogueKindOf(design: ProductDesign): CatalogueKind {
  if (design.kind === 'coin') return 'gold-coin';
  if (design.kind === 'bar') return 'gold-bar';
  return 'jewellery';
}

const LOVE = /Solitaire|Eternity|Halo|Three-Stone|Wedding|Bridal|Heart/;
const FASHION_STONES: readonly (StoneKey | null)[] = ['cubicZirconia', 'turquoise', 'onyx', 'motherOfPearl'];

function categoriesOf(design: ProductDesign, rank: number | null, bestSellerCut: number): DemoCategorySlug[] {
  const slugs = new Set<DemoCategorySlug>();
  if (design.type.category) slugs.add(design.type.category);
  if (design.type.category === 'coins-bars') slugs.add('gold-jewelry');
  if (design.stone === 'diamonds' || design.stone === 'labGrown') slugs.add('diamond-jewelry');
  if (design.stone === 'labGrown') slugs.add('lab-grown-diamonds');
  if (design.metal === 'Gold' && design.stone !== 'diamonds') slugs.add('gold-jewelry');
  if (design.metal === 'Gold' && design.karat === '18K') slugs.add('18k-gold');
  if (design.metal === 'Gold' && design.karat === '21K') slugs.add('21k-gold');
  if (design.metal === 'Silver' || FASHION_STONES.includes(design.stone)) slugs.add('fashion-jewelry');
  const love = LOVE.test(design.collection === null ? design.nameEn : design.nameEn.replace(design.collection, ''));
  if (love) slugs.add('love-engagement');
  if (design.audience === 'kids') slugs.add('kids');
  if (design.audience === 'men') slugs.add('mens');
  if (love || design.capsule !== null || design.kind === 'charm' || design.audience !== 'women') slugs.add('gifts-occasions');
  if (design.createdAt.getTime() >= CATALOGUE_EPOCH - NEW_IN_DAYS * DAY) slugs.add('new-in');
  if (rank !== null && rank <= bestSellerCut) slugs.add('best-sellers');
  return DEMO_CATEGORIES.map((category) => category.slugEn).filter((slug) => slugs.has(slug));
}

/**
 * Signature pieces show their hand-drawn picture of the kind (`/images/catalog/{kind}.svg`);
 * generated pieces two views drawn by the image service for their kind, metal, colour and stone
 * (decision 0300 names the pattern; the trailing number turns the piece), so every picture exists
 * and matches the piece.
 */
function illustrationOf(design: ProductDesign, view: number): string {
  const word = (value: string | null) => (value ?? 'none').toLowerCase().replace(/[^a-z]/g, '') || 'none';
  return `/images/illustrations/${[design.kind, word(design.metal), word(design.colour), word(design.stone), String((view % 9999) + 1)].join('-')}.svg`;
}

function imagePathOf(design: ProductDesign, seed: number | null): string {
  return seed === null ? `/images/catalog/${design.kind}.svg` : illustrationOf(design, seed);
}

function imagesOf(design: ProductDesign, imagePath: string, seed: number | null): GeneratedProduct['images'] {
  const main = { position: 0, path: imagePath, altEn: design.nameEn, altAr: design.nameAr };
  if (seed === null) return [main];
  return [main, { position: 1, path: illustrationOf(design, seed + 5000), altEn: `${design.nameEn}, another view`, altAr: `${design.nameAr}، من زاوية أخرى` }];
}

function variantsOf(design: ProductDesign, stockOf: (region: Region, variant: number) => number): GeneratedVariant[] {
  const options = design.sizes.length === 0 ? [null] : design.sizes;
  return options.map((size, position) => ({
    sku: size === null ? design.sku : `${design.sku}-${size}`,
    options: size === null ? {} : { Size: size },
    position,
    stock: Object.fromEntries(design.regions.map((region) => [region, stockOf(region, position)])),
    warningLevel: WARNING_LEVEL,
  }));
}

/** Generated stock: about 8 % sold out and 12 % at or under the warning level per region. */
function generatedStock(random: Random, design: ProductDesign, fresh: boolean): (region: Region, variant: number) => number {
  const states = new Map(
    design.regions.map((region) => [region, fresh ? 'normal' : random.weighted([['out', 8], ['low', 12], ['normal', 80]] as const)]),
  );
  const ring = design.sizes.length > 0;
  return (region, variant) => {
    const state = states.get(region);
    if (state === 'out') return 0;
    if (state === 'low') return random.int(1, WARNING_LEVEL);
    if (ring) return variant === 0 && random.chance(0.1) ? 0 : random.int(2, 12);
    return random.int(WARNING_LEVEL + 1, 30);
  };
}

/**
 * A boutique's stock: 1 to 4 units of every variant of about half its brand's generated products
 * the region sells, where the region's warehouse has more than a few. The signature pieces, which
 * tests name, keep only their warehouse stock, and no product's stock state online changes.
 */
function boutiqueStock(random: Random, store: DemoStore, generated: readonly GeneratedProduct[]): Record<string, number> {
  const stock: Record<string, number> = {};
  for (const product of generated) {
    if (product.brand !== store.brand || !product.prices.some((price) => price.region === store.region) || !random.chance(0.5)) continue;
    for (const variant of product.variants) {
      if ((variant.stock[store.region] ?? 0) > WARNING_LEVEL) stock[variant.sku] = random.int(1, 4);
    }
  }
  return stock;
}

/**
 * The demo catalogue as data: the signature pieces (newest first) followed by generated ones,
 * all older than them. The same options always give the same catalogue; product `i` of a seed
 * is the same whatever the size, so a bigger catalogue extends a smaller one.
 */
export function generateDemoCatalogue(options: CatalogueOptions = {}): DemoCatalogue {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const total = Math.max(DEMO_PRODUCTS.length, Math.floor(options.products ?? DEFAULT_DEMO_PRODUCTS));
  const oldestSignature = CATALOGUE_EPOCH - (DEMO_PRODUCTS.length - 1) * DAY;
  const designs: ProductDesign[] = DEMO_PRODUCTS.map(signatureDesign);
  for (let index = 0; index < total - DEMO_PRODUCTS.length; index += 1) {
    designs.push(designProduct(new Random(`${seed}:product:${index}`), index, oldestSignature));
  }

  const ranked = new Random(`${seed}:best-sellers`).shuffle(designs.map((design) => design.sku)).slice(0, Math.round(total * 0.35));
  const rankOf = new Map(ranked.map((sku, position) => [sku, position + 1]));
  const bestSellerCut = Math.max(12, Math.round(total * 0.06));

  const fresh = new Set<string>();
  for (const brand of ['lazurde', 'missl', 'waves'] as const) {
    designs
      .slice(DEMO_PRODUCTS.length)
      .filter((design) => design.brand === brand)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, FRESH_PER_BRAND)
      .forEach((design) => fresh.add(design.sku));
  }

  const groups = groupsOf(designs);
  const everyone = designs.map((design) => design.sku);
  const productOf = (design: ProductDesign, made: { stock: (region: Region, variant: number) => number; rank: number | null; imageSeed: number | null; related: string[]; reviews: GeneratedReview[] }): GeneratedProduct => {
    const { rank, imageSeed: seedOfImage } = made;
    const imagePath = imagePathOf(design, seedOfImage);
    return {
      sku: design.sku,
      brand: design.brand,
      nameEn: design.nameEn,
      nameAr: design.nameAr,
      descriptionEn: design.descriptionEn,
      descriptionAr: design.descriptionAr,
      type: design.type.facet.en,
      metal: design.metal,
      karat: design.karat,
      colour: design.colour,
      stone: design.stone === null ? null : STONES[design.stone].facet.en,
      collection: design.collection,
      charmFamily: design.charmFamily,
      capsule: design.capsule,
      bestSellerRank: rank,
      imagePath,
      kind: catalogueKindOf(design),
      pierced: design.pierced,
      createdAt: design.createdAt,
      categories: categoriesOf(design, rank, bestSellerCut),
      prices: pricesOf(design.priceSar, design.salePercent, design.regions),
      variants: variantsOf(design, made.stock),
      images: imagesOf(design, imagePath, seedOfImage),
      related: made.related,
      reviews: made.reviews,
    };
  };
  const products = designs.map((design, index): GeneratedProduct => {
    const signature = index < DEMO_PRODUCTS.length;
    return productOf(design, {
      stock: signature ? () => signatureStock(index) : generatedStock(new Random(`${seed}:stock:${design.sku}`), design, fresh.has(design.sku)),
      rank: rankOf.get(design.sku) ?? null,
      imageSeed: signature ? null : index,
      related: relatedOf(new Random(`${seed}:related:${design.sku}`), design, groups, everyone),
      reviews: reviewsFor(new Random(`${seed}:reviews:${design.sku}`), design, signature, CATALOGUE_EPOCH),
    });
  });
  const stores = DEMO_STORES.map((store, index) => ({ ...store, stock: boutiqueStock(new Random(`${seed}:boutique:${index}`), store, products.slice(DEMO_PRODUCTS.length)) }));
  // The gold pieces come last, related to the coins and bars before them, without reviews, in no boutique.
  const goldDesigns = DEMO_GOLD_PIECES.map(goldDesign);
  const withGold = groupsOf([...designs, ...goldDesigns]);
  const gold = goldDesigns.map((design, index) =>
    productOf(design, {
      stock: () => GOLD_STOCK,
      rank: null,
      imageSeed: GOLD_IMAGE_SEED + index,
      related: relatedOf(new Random(`${seed}:related:${design.sku}`), design, withGold, [...everyone, ...goldDesigns.map((piece) => piece.sku)]),
      reviews: [],
    }),
  );
  return { seed, categories: DEMO_CATEGORIES, products: withCustomerReviews([...products, ...gold]), stores };
}

/** Adds the demo customers' own reviews (dated after every other) to the signature pieces. */
function withCustomerReviews(products: GeneratedProduct[]): GeneratedProduct[] {
  const bySku = new Map(products.map((product, index) => [product.sku, index]));
  for (const customer of DEMO_CUSTOMERS) {
    for (const [position, [sku, rating]] of DEMO_CUSTOMER_REVIEWS[customer.region].entries()) {
      const index = bySku.get(sku);
      const product = index === undefined ? undefined : products[index];
      if (index === undefined || !product) continue;
      const text = REVIEW_TEXTS[rating][0]!;
      const review: GeneratedReview = {
        region: customer.region,
        authorName: `${customer.firstName} ${customer.lastName.charAt(0)}.`,
        rating,
        title: text.title.en,
        body: text.body.en.replace('{item}', PRODUCT_TYPES.find((type) => type.facet.en === product.type)?.item.en ?? 'this piece'),
        language: 'en',
        featured: false,
        createdAt: new Date(CATALOGUE_EPOCH + (50 + position) * DAY),
        customerEmail: customer.email,
      };
      products[index] = { ...product, reviews: [...product.reviews, review] };
    }
  }
  return products;
}
