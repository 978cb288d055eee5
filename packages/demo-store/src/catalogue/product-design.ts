import { REGIONS, type Brand, type Region } from '@storefront/core/locale';
import type { Random } from './random.js';
import { agree, type Bilingual, type Gender } from './vocabulary/bilingual.js';
import { BRAND_COLLECTIONS, CAPSULES, CHARM_FAMILIES, CLOSING_LINES, finishOf, type CharmFamily, type Collection } from './vocabulary/collections.js';
import {
  BRAND_METALS,
  BRAND_PRICE_FACTOR,
  BRAND_STONES,
  GOLD_COLOURS,
  GOLD_COLOUR_WEIGHTS,
  KARAT_PRICE_FACTOR,
  SILVER_COLOUR,
  STONES,
  type GoldColour,
  type Karat,
  type MetalColour,
  type StoneKey,
} from './vocabulary/materials.js';
import {
  BULLION_WEIGHTS,
  COIN_MOTIFS,
  GOLD_SAR_PER_GRAM,
  PRODUCT_TYPES,
  RING_SIZES,
  type Audience,
  type ProductKind,
  type ProductStyle,
  type ProductType,
} from './vocabulary/product-types.js';

/** Everything about one product that does not depend on the rest of the catalogue. */
export interface ProductDesign {
  readonly sku: string;
  readonly brand: Brand;
  readonly kind: ProductKind;
  readonly type: ProductType;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly metal: string | null;
  readonly karat: Karat | null;
  readonly colour: string | null;
  readonly stone: StoneKey | null;
  readonly collection: string | null;
  readonly charmFamily: string | null;
  readonly capsule: string | null;
  readonly audience: Audience;
  /** Worn through a piercing (every earring the demo makes goes through the ear): shipped sealed. */
  readonly pierced: boolean;
  readonly priceSar: number;
  readonly salePercent?: number;
  readonly regions: readonly Region[];
  /** Ring sizes; empty for a piece with one default variant. */
  readonly sizes: readonly string[];
  readonly createdAt: Date;
}

export const SKU_PREFIX: Readonly<Record<Brand, string>> = { lazurde: 'LZ', missl: 'ML', waves: 'WV' };
const BRAND_WEIGHTS: readonly (readonly [Brand, number])[] = [['lazurde', 55], ['missl', 35], ['waves', 10]];
const SALE_PERCENTS: readonly (readonly [number, number])[] = [[10, 20], [15, 20], [20, 25], [25, 15], [30, 10], [40, 6], [50, 4]];
const DAY = 86_400_000;
/** Generated products are spread over about eighteen months before the signature range. */
const SPREAD_DAYS = 548;

/** Rounds like a merchant: 1,290 rather than 1,283. */
export function merchantPrice(raw: number, endsInNine: boolean): number {
  const step = raw < 1000 ? 10 : raw < 10_000 ? 50 : 100;
  const rounded = Math.max(step, Math.round(raw / step) * step);
  return endsInNine && rounded > 100 ? rounded - 10 : rounded;
}

function audienceOf(random: Random, brand: Brand, style: ProductStyle): Audience {
  const allowed = style.audiences ?? ['women'];
  if (!allowed.includes('women')) return allowed[0] ?? 'women';
  if (allowed.includes('men') && brand !== 'missl' && random.chance(0.4)) return 'men';
  if (allowed.includes('kids') && brand !== 'waves' && random.chance(0.35)) return 'kids';
  return 'women';
}

function stoneOf(random: Random, brand: Brand, style: ProductStyle, audience: Audience): StoneKey | null {
  if (style.stone === 'none') return null;
  let choices = BRAND_STONES[brand];
  if (audience === 'men') choices = choices.filter(([stone]) => stone === 'none' || stone === 'onyx' || stone === 'diamonds');
  if (style.stone === 'required') choices = choices.filter(([stone]) => stone !== 'none');
  if (choices.length === 0) return null;
  const stone = random.weighted(choices);
  return stone === 'none' ? null : stone;
}

function goldColourOf(random: Random, karat: Karat, audience: Audience): GoldColour {
  if (audience === 'men') return random.pick(['yellow', 'white'] as const);
  if (karat !== '18K') return random.weighted([['yellow', 70], ['yellowWhite', 15], ['rose', 15]] as const);
  return random.weighted(GOLD_COLOUR_WEIGHTS);
}

function pickStyle(random: Random, type: ProductType): { style: ProductStyle; charmFamily: CharmFamily | null } {
  if (type.kind === 'charm') {
    const family = random.pick(CHARM_FAMILIES);
    return { style: { ...family.charm, gender: 'f', stone: 'optional' }, charmFamily: family };
  }
  const style = random.pick(type.styles);
  const charmFamily = style.en.startsWith('Charm') ? random.pick(CHARM_FAMILIES) : null;
  return { style, charmFamily };
}

function withArticle(phrase: string, plural: boolean): string {
  if (plural) return `A pair of ${phrase}`;
  return /^[aeiou]/i.test(phrase) ? `An ${phrase}` : `A ${phrase}`;
}

interface Naming {
  readonly style: ProductStyle;
  readonly audience: Audience;
  readonly collection: Collection | null;
  readonly stone: StoneKey | null;
  readonly colour: MetalColour;
  readonly karat: Karat | null;
}

function audienceWords(audience: Audience, gender: Gender): Bilingual {
  if (audience === 'men') return { en: "Men's ", ar: agree(gender, ' رجالي', ' رجالية') };
  if (audience === 'kids') return { en: "Kids' ", ar: ' للأطفال' };
  return { en: '', ar: '' };
}

function nameOf(random: Random, naming: Naming): Bilingual {
  const { style, collection, colour, karat } = naming;
  const stone = naming.stone === null ? null : STONES[naming.stone];
  const who = audienceWords(naming.audience, style.gender);
  const karatAr = karat === null ? '' : ` عيار ${karat.replace('K', '')}`;
  const template = collection === null ? 1 : random.int(0, 2);
  if (template === 0 && collection !== null) {
    return stone
      ? { en: `${who.en}${collection.en} ${stone.adjective} ${style.en}`, ar: `${style.ar}${who.ar} ${stone.setWith.ar} من مجموعة ${collection.ar}` }
      : { en: `${who.en}${collection.en} ${style.en}`, ar: `${style.ar}${who.ar} من مجموعة ${collection.ar}` };
  }
  if (template === 2 && collection !== null) {
    return { en: `${who.en}${collection.en} ${style.en} in ${colour.phrase.en}`, ar: `${style.ar} ${collection.ar}${who.ar} من ${colour.phrase.ar}` };
  }
  return stone
    ? { en: `${who.en}${stone.adjective} ${style.en} in ${colour.phrase.en}`, ar: `${style.ar}${who.ar} ${stone.setWith.ar} من ${colour.phrase.ar}` }
    : { en: `${who.en}${style.en} in ${karat ? `${karat} ` : ''}${colour.phrase.en}`, ar: `${style.ar}${who.ar} من ${colour.phrase.ar}${karatAr}` };
}

function descriptionOf(random: Random, type: ProductType, naming: Naming, capsule: Bilingual | null): Bilingual {
  const { style, collection, colour, karat, audience } = naming;
  const stone = naming.stone === null ? null : STONES[naming.stone];
  const finish = finishOf(random.int(0, 3), style.gender);
  const plural = type.kind === 'earrings' || type.kind === 'cufflinks';
  const forWhom = audience === 'men' ? ' for men' : audience === 'kids' ? ' for children' : '';
  const metalEn = `${karat ? `${karat} ` : ''}${colour.phrase.en.toLowerCase()}`;
  const metalAr = `${colour.phrase.ar}${karat ? ` عيار ${karat.replace('K', '')}` : ''}`;
  const en = [
    `${withArticle(style.en.toLowerCase(), plural)}${forWhom} in ${metalEn}, ${stone ? `set with ${stone.setWith.en}` : finish.en}.`,
  ];
  const ar = [
    `${style.ar}${audienceWords(audience, style.gender).ar} من ${metalAr}، ${stone ? `${agree(style.gender, 'مرصع', 'مرصعة')} ${stone.setWith.ar}` : finish.ar}.`,
  ];
  if (collection) {
    en.push(`From the ${collection.en} collection, ${collection.motif.en}.`);
    ar.push(`من مجموعة ${collection.ar} ${collection.motif.ar}.`);
  }
  if (capsule) {
    en.push(`Part of our ${capsule.en}.`);
    ar.push(`ضمن ${capsule.ar}.`);
  }
  const closing = random.pick(CLOSING_LINES[audience]);
  en.push(type.detail.en, closing.en);
  ar.push(type.detail.ar, closing.ar);
  return { en: en.join(' '), ar: ar.join(' ') };
}

function sizesOf(random: Random, type: ProductType, audience: Audience): readonly string[] {
  if (type.kind !== 'ring') return [];
  const range = RING_SIZES[audience === 'men' ? 'men' : 'women'];
  const count = random.int(4, range.length);
  const start = random.int(0, range.length - count);
  return range.slice(start, start + count);
}

function regionsOf(random: Random, brand: Brand): readonly Region[] {
  if (brand === 'waves') return ['sa'];
  if (random.chance(0.93)) return REGIONS;
  const left = random.pick(['ae', 'eg'] as const);
  return REGIONS.filter((region) => region !== left);
}

function createdAtOf(random: Random, newest: number): Date {
  const minutes = Math.floor(random.next() * SPREAD_DAYS * 24 * 60);
  return new Date(newest - DAY - minutes * 60_000);
}

function bullionDesign(random: Random, base: Omit<ProductDesign, 'nameEn' | 'nameAr' | 'descriptionEn' | 'descriptionAr' | 'priceSar' | 'karat' | 'colour' | 'metal' | 'stone' | 'collection' | 'pierced'>): ProductDesign {
  const karat: Karat = random.chance(0.8) ? '24K' : '21K';
  const weight = random.pick(BULLION_WEIGHTS);
  const purity = karat === '24K' ? '999.9' : '875';
  const k = karat.replace('K', '');
  const coin = base.kind === 'coin';
  const motif = random.pick(COIN_MOTIFS);
  const fineness = karat === '24K' ? 1 : 0.875;
  const priceSar = Math.round((weight.grams * GOLD_SAR_PER_GRAM * fineness * (coin ? 1.12 : 1.06)) / 10) * 10;
  return {
    ...base,
    nameEn: coin ? `${motif.en} Gold Coin, ${weight.en}` : `${karat} Gold Bar, ${weight.en}`,
    nameAr: coin ? `عملة ${motif.ar} الذهبية، ${weight.ar}` : `سبيكة ذهب عيار ${k}، ${weight.ar}`,
    descriptionEn: `${coin ? `A ${karat} gold coin struck with the ${motif.en.toLowerCase()}` : `A ${karat} gold bar`}, ${weight.en} of ${purity} fine gold, sealed in its assay card. ${base.type.detail.en}`,
    descriptionAr: `${coin ? `عملة ذهبية عيار ${k} تحمل نقش ${motif.ar}` : `سبيكة ذهب عيار ${k}`} بوزن ${weight.ar} ونقاء ${purity}، مختومة في بطاقة الفحص الخاصة بها. ${base.type.detail.ar}`,
    metal: 'Gold',
    karat,
    colour: GOLD_COLOURS.yellow.facet.en,
    stone: null,
    collection: null,
    pierced: false,
    priceSar,
  };
}

/** Designs the generated product number `index` from its own random stream. */
export function designProduct(random: Random, index: number, newest: number): ProductDesign {
  const brand = random.weighted(BRAND_WEIGHTS);
  const type = random.weighted(PRODUCT_TYPES.flatMap((candidate) => {
    const weight = candidate.brands[brand];
    return weight === undefined ? [] : [[candidate, weight] as const];
  }));
  const sku = `${SKU_PREFIX[brand]}-${type.code}-${10_001 + index}`;
  const createdAt = createdAtOf(random, newest);
  const regions = regionsOf(random, brand);
  if (type.kind === 'coin' || type.kind === 'bar') {
    return bullionDesign(random, { sku, brand, kind: type.kind, type, charmFamily: null, capsule: null, audience: 'women', regions, sizes: [], createdAt });
  }
  const { style, charmFamily } = pickStyle(random, type);
  const audience = audienceOf(random, brand, style);
  const metalChoice = random.weighted(BRAND_METALS[brand]);
  const karat: Karat | null = metalChoice === 'silver' ? null : metalChoice;
  const colour = karat === null ? SILVER_COLOUR : GOLD_COLOURS[goldColourOf(random, karat, audience)];
  const stone = stoneOf(random, brand, style, audience);
  const collections = BRAND_COLLECTIONS[brand];
  const charmed = type.kind === 'charm' ? collections.find((c) => c.en === 'Charmed') : undefined;
  const collection = charmed && random.chance(0.6) ? charmed : random.chance(0.9) ? random.pick(collections) : null;
  const capsule = random.chance(0.12) ? random.pick(CAPSULES) : null;
  const naming: Naming = { style, audience, collection, stone, colour, karat };
  const name = nameOf(random, naming);
  const description = descriptionOf(random, type, naming, capsule);
  const raw =
    type.basePriceSar *
    KARAT_PRICE_FACTOR[metalChoice] *
    (stone === null ? 1 : STONES[stone].priceFactor) *
    BRAND_PRICE_FACTOR[brand] *
    (0.7 + random.next() * 1.1) *
    (audience === 'kids' ? 0.6 : 1);
  const priceSar = Math.max(150, merchantPrice(raw, random.chance(0.5)));
  const onSale = random.chance(0.25);
  const salePercent = onSale ? random.weighted(SALE_PERCENTS) : undefined;
  return {
    sku,
    brand,
    kind: type.kind,
    type,
    nameEn: name.en,
    nameAr: name.ar,
    descriptionEn: description.en,
    descriptionAr: description.ar,
    metal: karat === null ? 'Silver' : 'Gold',
    karat,
    colour: colour.facet.en,
    stone,
    collection: collection?.en ?? null,
    charmFamily: charmFamily?.en ?? null,
    capsule: capsule?.en ?? null,
    audience,
    pierced: style.pierced === true,
    priceSar,
    ...(salePercent === undefined ? {} : { salePercent }),
    regions,
    sizes: sizesOf(random, type, audience),
    createdAt,
  };
}
