import type { Brand } from '@storefront/core/locale';
import { MULTICOLOURED_GOLDS } from '@storefront/core/search';
import type { Bilingual } from './bilingual.js';

/** A metal colour: the facet value in both languages and the phrase a sentence uses. */
export interface MetalColour {
  readonly facet: Bilingual;
  /** "in Rose Gold" / "من الذهب الوردي" without the preposition. */
  readonly phrase: Bilingual;
}

export const METALS = {
  gold: { en: 'Gold', ar: 'ذهب' },
  silver: { en: 'Silver', ar: 'فضة' },
} as const satisfies Record<string, Bilingual>;

export const KARATS = {
  '18K': { en: '18K', ar: '18 قيراط' },
  '21K': { en: '21K', ar: '21 قيراط' },
  '22K': { en: '22K', ar: '22 قيراط' },
  '24K': { en: '24K', ar: '24 قيراط' },
} as const satisfies Record<string, Bilingual>;
export type Karat = keyof typeof KARATS;

const [yellowWhite, yellowRose, whiteRose, allThree] = MULTICOLOURED_GOLDS.en;
const [yellowWhiteAr, yellowRoseAr, whiteRoseAr, allThreeAr] = MULTICOLOURED_GOLDS.ar;

export const GOLD_COLOURS = {
  yellow: { facet: { en: 'Yellow Gold', ar: 'ذهب أصفر' }, phrase: { en: 'Yellow Gold', ar: 'الذهب الأصفر' } },
  white: { facet: { en: 'White Gold', ar: 'ذهب أبيض' }, phrase: { en: 'White Gold', ar: 'الذهب الأبيض' } },
  rose: { facet: { en: 'Rose Gold', ar: 'ذهب وردي' }, phrase: { en: 'Rose Gold', ar: 'الذهب الوردي' } },
  yellowWhite: { facet: { en: yellowWhite, ar: yellowWhiteAr }, phrase: { en: yellowWhite, ar: 'الذهب الأصفر والأبيض' } },
  yellowRose: { facet: { en: yellowRose, ar: yellowRoseAr }, phrase: { en: yellowRose, ar: 'الذهب الأصفر والوردي' } },
  whiteRose: { facet: { en: whiteRose, ar: whiteRoseAr }, phrase: { en: whiteRose, ar: 'الذهب الأبيض والوردي' } },
  allThree: { facet: { en: allThree, ar: allThreeAr }, phrase: { en: allThree, ar: 'الذهب الأصفر والأبيض والوردي' } },
} as const satisfies Record<string, MetalColour>;
export type GoldColour = keyof typeof GOLD_COLOURS;

export const SILVER_COLOUR: MetalColour = {
  facet: { en: 'Silver', ar: 'فضي' },
  phrase: { en: 'Sterling Silver', ar: 'الفضة الإسترلينية' },
};

export const GOLD_COLOUR_WEIGHTS: readonly (readonly [GoldColour, number])[] = [
  ['yellow', 36],
  ['white', 22],
  ['rose', 20],
  ['yellowWhite', 8],
  ['yellowRose', 7],
  ['whiteRose', 4],
  ['allThree', 3],
];

export interface Stone {
  readonly facet: Bilingual;
  /** As a name's adjective: "Emerald Halo Ring". */
  readonly adjective: string;
  /** After "set with": "set with emeralds" / "مرصع بالزمرد". */
  readonly setWith: Bilingual;
  /** How much the stone adds to the price of the plain piece. */
  readonly priceFactor: number;
}

export const STONES = {
  diamonds: { facet: { en: 'Diamonds', ar: 'الألماس' }, adjective: 'Diamond', setWith: { en: 'brilliant-cut diamonds', ar: 'بالألماس' }, priceFactor: 2.6 },
  labGrown: { facet: { en: 'Lab Grown Diamonds', ar: 'ألماس مصنع في المختبر' }, adjective: 'Lab-Grown Diamond', setWith: { en: 'lab-grown diamonds', ar: 'بألماس مصنع في المختبر' }, priceFactor: 1.6 },
  emerald: { facet: { en: 'Emerald', ar: 'زمرد' }, adjective: 'Emerald', setWith: { en: 'emeralds', ar: 'بالزمرد' }, priceFactor: 2 },
  sapphire: { facet: { en: 'Sapphire', ar: 'ياقوت أزرق' }, adjective: 'Sapphire', setWith: { en: 'blue sapphires', ar: 'بالياقوت الأزرق' }, priceFactor: 1.9 },
  ruby: { facet: { en: 'Ruby', ar: 'ياقوت أحمر' }, adjective: 'Ruby', setWith: { en: 'rubies', ar: 'بالياقوت الأحمر' }, priceFactor: 1.9 },
  pearl: { facet: { en: 'Pearl', ar: 'لؤلؤ' }, adjective: 'Pearl', setWith: { en: 'freshwater pearls', ar: 'بلآلئ المياه العذبة' }, priceFactor: 1.2 },
  motherOfPearl: { facet: { en: 'Mother of Pearl', ar: 'عرق اللؤلؤ' }, adjective: 'Mother-of-Pearl', setWith: { en: 'mother-of-pearl', ar: 'بعرق اللؤلؤ' }, priceFactor: 1.1 },
  turquoise: { facet: { en: 'Turquoise', ar: 'فيروز' }, adjective: 'Turquoise', setWith: { en: 'turquoise', ar: 'بالفيروز' }, priceFactor: 1.1 },
  cubicZirconia: { facet: { en: 'Cubic Zirconia', ar: 'زركونيا مكعبة' }, adjective: 'Cubic Zirconia', setWith: { en: 'cubic zirconia', ar: 'بالزركونيا المكعبة' }, priceFactor: 1.05 },
  blueTopaz: { facet: { en: 'Blue Topaz', ar: 'توباز أزرق' }, adjective: 'Blue Topaz', setWith: { en: 'blue topaz', ar: 'بالتوباز الأزرق' }, priceFactor: 1.3 },
  amethyst: { facet: { en: 'Amethyst', ar: 'جمشت' }, adjective: 'Amethyst', setWith: { en: 'amethysts', ar: 'بالجمشت' }, priceFactor: 1.25 },
  onyx: { facet: { en: 'Onyx', ar: 'عقيق أسود' }, adjective: 'Onyx', setWith: { en: 'black onyx', ar: 'بالعقيق الأسود' }, priceFactor: 1.1 },
  aquamarine: { facet: { en: 'Aquamarine', ar: 'أكوامارين' }, adjective: 'Aquamarine', setWith: { en: 'aquamarines', ar: 'بحجر الأكوامارين' }, priceFactor: 1.4 },
} as const satisfies Record<string, Stone>;
export type StoneKey = keyof typeof STONES;

/** Which stones each brand sets, and how often; `none` is plain metal. */
export const BRAND_STONES: Readonly<Record<Brand, readonly (readonly [StoneKey | 'none', number])[]>> = {
  lazurde: [['none', 30], ['diamonds', 30], ['labGrown', 6], ['emerald', 6], ['sapphire', 6], ['ruby', 5], ['pearl', 8], ['cubicZirconia', 4], ['motherOfPearl', 3], ['onyx', 2]],
  missl: [['none', 30], ['cubicZirconia', 20], ['motherOfPearl', 10], ['turquoise', 10], ['pearl', 8], ['labGrown', 6], ['diamonds', 6], ['amethyst', 5], ['onyx', 5]],
  waves: [['none', 25], ['blueTopaz', 15], ['pearl', 15], ['motherOfPearl', 15], ['turquoise', 10], ['aquamarine', 10], ['cubicZirconia', 10]],
};

/** Karat of gold per brand; waves also works in sterling silver. */
export const BRAND_METALS: Readonly<Record<Brand, readonly (readonly [Karat | 'silver', number])[]>> = {
  lazurde: [['18K', 60], ['21K', 35], ['22K', 5]],
  missl: [['18K', 100]],
  waves: [['silver', 55], ['18K', 45]],
};

export const KARAT_PRICE_FACTOR: Readonly<Record<Karat | 'silver', number>> = { '18K': 1, '21K': 1.15, '22K': 1.25, '24K': 1.4, silver: 0.28 };

/** Brand positioning as a multiplier of the main brand's price. */
export const BRAND_PRICE_FACTOR: Readonly<Record<Brand, number>> = { lazurde: 1, missl: 0.45, waves: 0.6 };
